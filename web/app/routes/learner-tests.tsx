// /learner/tests: the tests open to the signed-in learner. Start (or resume) posts here; the
// learner is taken to the attempt's page. Signed out: the login page.

import { examEndpoints } from "@skillbridge/core";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { data, redirect } from "react-router";
import { TestsList } from "../features/learner/tests-list";
import { errorText, failedCallStatus } from "../forms/errors";
import { readForm } from "../forms/form-action.server";
import { copyOf, useCopy, useLocalePath } from "../i18n/copy";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { LOGIN_PATH, PROFILE_PATH } from "../session/paths";
import { signedInLearner } from "../session/session.server";
import type { Route } from "./+types/learner-tests";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  const tests = await api.call(examEndpoints.myTests);
  return { canonical: `${origin}${inRequestLanguage(request, "/learner/tests")}`, tests: tests.ok ? tests.data : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  const form = await readForm(request);
  const id = Number(form.testId);
  if (!Number.isInteger(id) || id <= 0) return data({ error: learnerAreaCopy.tests.chooseTest }, { status: 400 });
  const started = await api.call(examEndpoints.start, { params: { id } });
  if (started.ok) throw redirect(inRequestLanguage(request, `/learner/attempts/${started.data.id}`));
  return data(
    { error: errorText(started.error, learnerAreaCopy.tests.startFailed) },
    { status: failedCallStatus(started.status) },
  );
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: `${copyOf(matches, "learnerArea", learnerAreaCopy).tests.heading} | ${SITE_NAME}`,
    description: fillCopy(copyOf(matches, "learnerArea", learnerAreaCopy).meta.testsDescription, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? "/learner/tests",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useCopy("learnerArea", learnerAreaCopy);
  const localePath = useLocalePath();
  return (
    <div className="page">
      <h1>{copy.tests.heading}</h1>
      {actionData?.error ? (
        <p role="alert" className="message message-error">
          {actionData.error === learnerAreaCopy.tests.chooseTest
            ? copy.tests.chooseTest
            : actionData.error === learnerAreaCopy.tests.startFailed
              ? copy.tests.startFailed
              : actionData.error}
        </p>
      ) : null}
      {loaderData.tests ? (
        <TestsList tests={loaderData.tests} level={2} />
      ) : (
        <p role="alert" className="message message-error">
          {copy.tests.loadFailed}
        </p>
      )}
      <p>
        <a href={localePath(PROFILE_PATH)}>{copy.backToProfile}</a>
      </p>
    </div>
  );
}
