// An attempt page's form post (works without JavaScript): the answers on the page shown are saved
// one by one as given, then the learner moves to another page, stays, or submits. A refusal
// because time is up takes them to the result (the attempt counts as submitted).
import { examEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import { type FormValues, readForm } from "../../forms/form-action.server";
import { QUESTIONS_PER_PAGE } from "./attempt-paging";

/** The options chosen for one question in a posted form: its radio, or its ticked boxes. */
export function chosenIn(form: FormValues, questionId: number): number[] {
  const single = form[`q${questionId}`];
  if (single) return [Number(single)].filter(Number.isInteger);
  const prefix = `q${questionId}o`;
  return Object.keys(form)
    .filter((name) => name.startsWith(prefix) && form[name] === "on")
    .map((name) => Number(name.slice(prefix.length)))
    .filter(Number.isInteger);
}

export async function attemptAction(api: ApiClient, request: Request, attemptId: number) {
  const form = await readForm(request);
  const here = `/learner/attempts/${attemptId}`;
  const page = Math.max(1, Number(form.page) || 1);
  const ids = (form.questions ?? "")
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, QUESTIONS_PER_PAGE);
  for (const questionId of ids) {
    const chosen = chosenIn(form, questionId);
    const saved = await api.call(examEndpoints.answer, { params: { id: attemptId, questionId }, body: { chosen } });
    if (saved.ok) continue;
    if (saved.status === 409) throw redirect(here);
    return data(
      { error: errorText(saved.error, "Your answers could not be saved. Please try again.") },
      {
        status: failedCallStatus(saved.status),
      },
    );
  }
  if (form.intent === "submit") {
    const submitted = await api.call(examEndpoints.submit, { params: { id: attemptId } });
    if (!submitted.ok)
      return data(
        { error: errorText(submitted.error, "The attempt could not be submitted.") },
        {
          status: failedCallStatus(submitted.status),
        },
      );
    throw redirect(here);
  }
  const next = form.intent === "next" ? page + 1 : form.intent === "previous" ? page - 1 : page;
  throw redirect(`${here}?page=${Math.max(1, next)}`);
}
