// POST /learner/attempts/{id}/answer: one answer saved in the background while the learner takes a
// test with scripts running (the attempt page's form posts the whole page without them). Answers
// JSON: saved (with a practice test's feedback), or the refusal and whether time is up.
import { examEndpoints } from "@skillbridge/core";
import { chosenIn } from "../features/exams/attempt-action.server";
import { errorText } from "../forms/errors";
import { readForm } from "../forms/form-action.server";
import { requestContext } from "../request-context";
import type { Route } from "./+types/learner-attempt-answer";

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "private, no-store" } });

export async function action({ context, params, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  if (!/^\d{1,9}$/.test(params.id)) return json({ error: "Not found" }, 404);
  const attemptId = Number(params.id);
  const form = await readForm(request);
  const questionId = Number(form.questionId);
  if (!Number.isInteger(questionId) || questionId <= 0) return json({ error: "Choose a question." }, 400);
  const saved = await api.call(examEndpoints.answer, {
    params: { id: attemptId, questionId },
    body: { chosen: chosenIn(form, questionId) },
  });
  if (saved.ok) return json({ saved: true, feedback: saved.data.feedback });
  return json(
    { error: errorText(saved.error, "Your answer could not be saved."), timeUp: saved.status === 409 },
    saved.status >= 400 ? saved.status : 502,
  );
}

export const loader = () => new Response("Method Not Allowed", { status: 405 });
