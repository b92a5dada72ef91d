// The signed-in learner's Account Settings (password, profile, e-mail, sessions,
// reminders, calendar feed, their data and its erasure); the e-mail link's confirmation (anyone
// holding the link); staff's erasure requests.

import {
  accountDoneSchema,
  accountSchema,
  changePasswordSchema,
  emailChangeSchema,
  emailConfirmSchema,
  erasureRequestSchema,
  mailLanguageSchema,
  profileUpdateSchema,
  remindersSchema,
  sessionParams,
} from "../account/schemas.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, idParams } from "../schemas.ts";
import { z } from "../zod.ts";

const tags = ["account"];
const refusals = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

export const accountEndpoints = {
  account: endpoint({
    method: "GET",
    path: "/learners/me/account",
    access: "learner",
    tags,
    responses: { 200: accountSchema, ...refusals },
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/learners/me/password",
    access: "learner",
    tags,
    body: changePasswordSchema,
    responses: { 200: accountDoneSchema, ...refusals, 429: errorSchema },
  }),
  updateProfile: endpoint({
    method: "PUT",
    path: "/learners/me/profile",
    access: "learner",
    tags,
    body: profileUpdateSchema,
    responses: { 200: accountDoneSchema, ...refusals },
  }),
  requestEmailChange: endpoint({
    method: "POST",
    path: "/learners/me/email-change",
    access: "learner",
    tags,
    body: emailChangeSchema,
    responses: { 202: accountDoneSchema, ...refusals, 409: errorSchema, 429: errorSchema },
  }),
  confirmEmailChange: endpoint({
    method: "POST",
    path: "/learners/email-change/confirm",
    access: "public",
    tags,
    body: emailConfirmSchema,
    responses: { 200: accountDoneSchema, 409: errorSchema, 422: errorSchema },
  }),
  endSession: endpoint({
    method: "DELETE",
    path: "/learners/me/sessions/:sessionId",
    access: "learner",
    tags,
    params: sessionParams,
    responses: { 200: accountDoneSchema, ...refusals, 404: errorSchema },
  }),
  endOtherSessions: endpoint({
    method: "POST",
    path: "/learners/me/sessions/end-others",
    access: "learner",
    tags,
    responses: { 200: accountDoneSchema, ...refusals },
  }),
  setReminders: endpoint({
    method: "PUT",
    path: "/learners/me/reminders",
    access: "learner",
    tags,
    body: remindersSchema,
    responses: { 200: accountDoneSchema, ...refusals },
  }),
  setLanguage: endpoint({
    method: "PUT",
    path: "/learners/me/language",
    access: "learner",
    tags,
    description: "The language the learner's mails are written in.",
    body: mailLanguageSchema,
    responses: { 200: accountDoneSchema, ...refusals },
  }),
  replaceCalendar: endpoint({
    method: "POST",
    path: "/learners/me/calendar-token",
    access: "learner",
    tags,
    responses: { 200: accountDoneSchema, ...refusals },
  }),
  myData: endpoint({
    method: "GET",
    path: "/learners/me/data",
    access: "learner",
    tags,
    responses: { 200: z.record(z.string(), z.unknown()), ...refusals },
  }),
  requestErasure: endpoint({
    method: "POST",
    path: "/learners/me/erasure-request",
    access: "learner",
    tags,
    responses: { 202: accountDoneSchema, ...refusals, 409: errorSchema },
  }),
  cancelErasure: endpoint({
    method: "DELETE",
    path: "/learners/me/erasure-request",
    access: "learner",
    tags,
    description: "Withdraws the learner's own erasure request while staff have not carried it out.",
    responses: { 200: accountDoneSchema, ...refusals, 409: errorSchema },
  }),
  erasureRequests: endpoint({
    method: "GET",
    path: "/admin/erasure-requests",
    access: "staff",
    tags,
    responses: { 200: z.array(erasureRequestSchema), ...refusals },
  }),
  erase: endpoint({
    method: "POST",
    path: "/admin/erasure-requests/:id/erase",
    access: "staff",
    tags,
    params: idParams,
    responses: { 200: accountDoneSchema, ...refusals, 404: errorSchema },
  }),
};
