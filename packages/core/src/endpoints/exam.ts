// Question banks, tests and attempts. Staff keep each course's questions (also as CSV) and its
// tests; an enrolled learner lists the tests open to them, starts or resumes an attempt, saves
// answers one by one and submits. Correct answers reach the learner only after submitting (or,
// in a practice test, after answering that question).
import { endpoint } from "../endpoint.ts";
import {
  adminQuestionSchema,
  adminTestSchema,
  answerInputSchema,
  answerSavedSchema,
  attemptSchema,
  learnerTestSchema,
  MAX_IMPORT_CHARS,
  questionInputSchema,
  testInputSchema,
} from "../exams/index.ts";
import { errorSchema, idParams, idSchema } from "../schemas.ts";
import { z } from "../zod.ts";

const denied = { 401: errorSchema, 403: errorSchema };

const questionBankSchema = z.object({
  course: z.object({ id: z.number().int(), name: z.string() }),
  /** Topic suggestions: the course's module titles and the topics already used. */
  topics: z.array(z.string()),
  batches: z.array(z.object({ id: z.number().int(), startDate: z.string(), location: z.string() })),
  questions: z.array(adminQuestionSchema),
  tests: z.array(adminTestSchema),
});

export const examEndpoints = {
  bank: endpoint({
    method: "GET",
    path: "/admin/courses/:id/questions",
    access: "staff",
    tags: ["admin"],
    description: "A course's question bank and tests, with topic suggestions and its batches.",
    params: idParams,
    responses: { 200: questionBankSchema, 404: errorSchema, ...denied },
  }),
  createQuestion: endpoint({
    method: "POST",
    path: "/admin/courses/:id/questions",
    access: "staff",
    tags: ["admin"],
    params: idParams,
    body: questionInputSchema,
    responses: { 201: adminQuestionSchema, 404: errorSchema, 422: errorSchema, ...denied },
  }),
  updateQuestion: endpoint({
    method: "PUT",
    path: "/admin/questions/:id",
    access: "staff",
    tags: ["admin"],
    params: idParams,
    body: questionInputSchema,
    responses: { 200: adminQuestionSchema, 404: errorSchema, 422: errorSchema, ...denied },
  }),
  deleteQuestion: endpoint({
    method: "DELETE",
    path: "/admin/questions/:id",
    access: "staff",
    tags: ["admin"],
    description: "A question deleted while no attempt has drawn it (one drawn is switched off instead).",
    params: idParams,
    responses: { 204: z.null(), 404: errorSchema, 409: errorSchema, ...denied },
  }),
  exportQuestions: endpoint({
    method: "GET",
    path: "/admin/courses/:id/questions/csv",
    access: "staff",
    tags: ["admin"],
    description: "The course's questions as CSV text, in the import's columns.",
    params: idParams,
    responses: { 200: z.object({ filename: z.string(), csv: z.string() }), 404: errorSchema, ...denied },
  }),
  importQuestions: endpoint({
    method: "POST",
    path: "/admin/courses/:id/questions/import",
    access: "staff",
    tags: ["admin"],
    description: "Questions added from CSV, all or none: a bad row refuses the file with its line and reason.",
    params: idParams,
    // Room over the limit, so a file too large gets the import's own message.
    body: z.object({ csv: z.string().max(2 * MAX_IMPORT_CHARS) }),
    responses: { 201: z.object({ imported: z.number().int() }), 404: errorSchema, 422: errorSchema, ...denied },
  }),
  createTest: endpoint({
    method: "POST",
    path: "/admin/courses/:id/tests",
    access: "staff",
    tags: ["admin"],
    params: idParams,
    body: testInputSchema,
    responses: { 201: adminTestSchema, 404: errorSchema, 422: errorSchema, ...denied },
  }),
  updateTest: endpoint({
    method: "PUT",
    path: "/admin/tests/:id",
    access: "staff",
    tags: ["admin"],
    params: idParams,
    body: testInputSchema,
    responses: { 200: adminTestSchema, 404: errorSchema, 422: errorSchema, ...denied },
  }),
  deleteTest: endpoint({
    method: "DELETE",
    path: "/admin/tests/:id",
    access: "staff",
    tags: ["admin"],
    description: "A test deleted while nobody has attempted it (one attempted is switched off instead).",
    params: idParams,
    responses: { 204: z.null(), 404: errorSchema, 409: errorSchema, ...denied },
  }),
  myTests: endpoint({
    method: "GET",
    path: "/learners/me/tests",
    access: "learner",
    tags: ["learner"],
    description: "The tests open to the signed-in learner now, with attempts used and best score.",
    responses: { 200: z.array(learnerTestSchema), ...denied },
  }),
  start: endpoint({
    method: "POST",
    path: "/learners/me/tests/:id/attempts",
    access: "learner",
    tags: ["learner"],
    description: "Starts an attempt, or answers the open one (one open attempt per learner and test).",
    params: idParams,
    responses: { 200: attemptSchema, 201: attemptSchema, 404: errorSchema, 409: errorSchema, ...denied },
  }),
  attempt: endpoint({
    method: "GET",
    path: "/learners/me/attempts/:id",
    access: "learner",
    tags: ["learner"],
    description: "One of the learner's own attempts: questions and saved answers, or its result once submitted.",
    params: idParams,
    responses: { 200: attemptSchema, 404: errorSchema, ...denied },
  }),
  answer: endpoint({
    method: "PUT",
    path: "/learners/me/attempts/:id/answers/:questionId",
    access: "learner",
    tags: ["learner"],
    description: "Saves one answer as given; refused after the deadline or submission.",
    params: z.object({ id: idSchema, questionId: idSchema }),
    body: answerInputSchema,
    responses: { 200: answerSavedSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema, ...denied },
  }),
  submit: endpoint({
    method: "POST",
    path: "/learners/me/attempts/:id/submit",
    access: "learner",
    tags: ["learner"],
    description: "Submits the attempt and answers its result (submitting twice answers the same result).",
    params: idParams,
    responses: { 200: attemptSchema, 404: errorSchema, ...denied },
  }),
};
