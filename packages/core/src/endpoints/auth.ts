// POST /login/learners/ and /logout/, GET /session/ (and who is signed in for the site).
// Staff sign-in: POST /login/staff/ checks the password, then asks for the code of the
// authenticator app (POST /login/staff/totp) or hands out a TOTP secret to enrol (…/totp/enrol).

import { staffLoginResponseSchema, staffTotpEnrolSchema, staffTotpSchema } from "../back-office.ts";
import { endpoint } from "../endpoint.ts";
import { errorSchema, loginResponseSchema, loginSchema, sessionUserSchema } from "../schemas.ts";
import { z } from "../zod.ts";

const tags = ["auth"];

/** GET /session/: the signed-in user, or null. */
export const sessionAnswerSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const authEndpoints = {
  learnerLogin: endpoint({
    method: "POST",
    path: "/login/learners/",
    access: "public",
    tags,
    body: loginSchema,
    responses: { 200: loginResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
  }),
  // Not in the spec's table: tells the site who is signed in (its pages render on the server).
  session: endpoint({
    method: "GET",
    path: "/session/",
    access: "public",
    tags,
    responses: { 200: sessionAnswerSchema },
  }),
  logout: endpoint({
    method: "POST",
    path: "/logout/",
    access: "public",
    tags,
    responses: { 200: z.object({ detail: z.string() }) },
  }),
  staffLogin: endpoint({
    method: "POST",
    path: "/login/staff/",
    access: "public",
    tags,
    body: loginSchema,
    responses: { 200: staffLoginResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
  }),
  staffTotpEnrol: endpoint({
    method: "POST",
    path: "/login/staff/totp/enrol",
    access: "public",
    tags,
    body: staffTotpEnrolSchema,
    responses: { 200: loginResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
  }),
  staffTotp: endpoint({
    method: "POST",
    path: "/login/staff/totp",
    access: "public",
    tags,
    body: staffTotpSchema,
    responses: { 200: loginResponseSchema, 401: errorSchema, 422: errorSchema, 429: errorSchema },
  }),
};
