// POST /login/learners/ and /logout/, GET /session/ (spec §7, and who is signed in for the site).
import { z } from "zod";
import { endpoint } from "../endpoint.ts";
import { errorSchema, loginResponseSchema, loginSchema, sessionUserSchema } from "../schemas.ts";

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
};
