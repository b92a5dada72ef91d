// Learner-only: the profile, past trainings and study materials of the signed-in
// learner. Another learner's e-mail or course answers 403 (contract). And, for anyone, the
// learner's password: set from a one-time link, or such a link asked for.

import { passwordResetAnswerSchema, passwordResetRequestSchema, setPasswordSchema } from "../back-office.ts";
import { endpoint } from "../endpoint.ts";
import {
  enrolmentSchema,
  errorSchema,
  ictIdParams,
  learnerSchema,
  loginResponseSchema,
  studyMaterialSchema,
} from "../schemas.ts";
import { z } from "../zod.ts";

const tags = ["learner"];

export const learnerEndpoints = {
  /** ?email= the signed-in learner's own address: the first (only) item is the profile. */
  profile: endpoint({
    method: "GET",
    path: "/learners",
    access: "learner",
    tags,
    query: z.strictObject({ email: z.string().max(254).optional() }),
    responses: { 200: z.array(learnerSchema), 400: errorSchema, 403: errorSchema },
  }),
  trainings: endpoint({
    method: "GET",
    path: "/learners/email/:email/training-cards",
    access: "learner",
    tags,
    params: z.object({ email: z.string().max(254) }),
    responses: { 200: z.array(enrolmentSchema), 400: errorSchema, 403: errorSchema },
  }),
  studyMaterials: endpoint({
    method: "GET",
    path: "/study-materials/ict/:ictId/",
    access: "learner",
    tags,
    params: ictIdParams,
    // 402: paused while a part of the learner's payment plan is overdue (the message says which).
    responses: { 200: z.array(studyMaterialSchema), 402: errorSchema, 403: errorSchema },
  }),
  /** The one-time link from a mail → a password and a session. */
  setPassword: endpoint({
    method: "POST",
    path: "/learners/set-password",
    access: "public",
    tags,
    body: setPasswordSchema,
    responses: { 200: loginResponseSchema, 422: errorSchema, 429: errorSchema },
  }),
  /** Asks for such a link: the same answer whether or not the e-mail has an account. */
  passwordReset: endpoint({
    method: "POST",
    path: "/learners/password-reset",
    access: "public",
    tags,
    body: passwordResetRequestSchema,
    responses: { 202: passwordResetAnswerSchema, 422: errorSchema, 429: errorSchema },
  }),
};
