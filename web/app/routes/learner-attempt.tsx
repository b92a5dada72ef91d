// /learner/attempts/{id}: one of the signed-in learner's attempts. Open: a page of its questions
// (?page=N) to answer; submitted (or past its deadline): the result. Another learner's attempt is
// not found; signed out: the login page.
import { examEndpoints } from "@skillbridge/core";
import { redirect } from "react-router";
import { attemptAction } from "../features/exams/attempt-action.server";
import { AttemptForm } from "../features/exams/attempt-form";
import { QUESTIONS_PER_PAGE } from "../features/exams/attempt-paging";
import { AttemptResult } from "../features/exams/attempt-result";
import { TESTS_PATH } from "../features/learner/tests-list";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { LOGIN_PATH } from "../session/paths";
import { signedInLearner } from "../session/session.server";
import type { Route } from "./+types/learner-attempt";

const notFound = () => new Response("Not Found", { status: 404 });

function attemptId(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  const id = attemptId(params.id);
  const attempt = await api.call(examEndpoints.attempt, { params: { id } });
  if (!attempt.ok) throw notFound();
  const pages = Math.max(1, Math.ceil(attempt.data.questions.length / QUESTIONS_PER_PAGE));
  const asked = Number(new URL(request.url).searchParams.get("page")) || 1;
  return {
    canonical: `${origin}/learner/attempts/${id}`,
    attempt: attempt.data,
    page: Math.min(pages, Math.max(1, asked)),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  return attemptAction(api, request, attemptId(params.id));
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData?.attempt.title ?? "Test"} | ${SITE_NAME}`,
    description: `Your ${SITE_NAME} test.`,
    canonical: loaderData?.canonical ?? TESTS_PATH,
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { attempt, page } = loaderData;
  return (
    <div className="page">
      <p>
        <a href={TESTS_PATH}>← Tests</a>
      </p>
      <h1>{attempt.title}</h1>
      {actionData?.error ? (
        <p role="alert" className="message message-error">
          {actionData.error}
        </p>
      ) : null}
      {attempt.result ? (
        <AttemptResult attempt={attempt} />
      ) : (
        <AttemptForm key={`${attempt.id}-${page}`} attempt={attempt} page={page} perPage={QUESTIONS_PER_PAGE} />
      )}
    </div>
  );
}
