// /learner/fees: the signed-in learner's "Fees & invoices" — what is due and paid, each
// document downloadable. Signed out: the login page.

import { paymentEndpoints, paymentPlanEndpoints } from "@skillbridge/core";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { data, redirect } from "react-router";
import { FeesTable } from "../features/payment/fees-table";
import { errorText, failedCallStatus } from "../forms/errors";
import { readForm } from "../forms/form-action.server";
import { copyOf, useCopy, useLocalePath } from "../i18n/copy";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { LOGIN_PATH, PROFILE_PATH } from "../session/paths";
import { signedInLearner } from "../session/session.server";
import type { Route } from "./+types/learner-fees";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  const fees = await api.call(paymentEndpoints.learnerFees);
  return { canonical: `${origin}${inRequestLanguage(request, "/learner/fees")}`, fees: fees.ok ? fees.data : null };
}

/** "Pay part N": a new link for that part of the learner's own plan, and its payment page. */
export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  const form = await readForm(request);
  const id = Number(form.requestId);
  const made =
    Number.isInteger(id) && id > 0 ? await api.call(paymentPlanEndpoints.learnerPartLink, { params: { id } }) : null;
  if (made?.ok) throw redirect(`/pay?token=${encodeURIComponent(made.data.token)}`);
  return data(
    { error: made ? errorText(made.error, PAY_FAILED) : PAY_FAILED },
    { status: made ? failedCallStatus(made.status) : 422 },
  );
}

const PAY_FAILED = learnerAreaCopy.fees.payFailed;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: `${copyOf(matches, "learnerArea", learnerAreaCopy).fees.heading} | ${SITE_NAME}`,
    description: fillCopy(copyOf(matches, "learnerArea", learnerAreaCopy).meta.feesDescription, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? "/learner/fees",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useCopy("learnerArea", learnerAreaCopy);
  const localePath = useLocalePath();
  return (
    <div className="page">
      <h1>{copy.fees.heading}</h1>
      {actionData?.error ? (
        <p role="alert" className="message message-error">
          {actionData.error === PAY_FAILED ? copy.fees.payFailed : actionData.error}
        </p>
      ) : null}
      {loaderData.fees ? (
        <FeesTable fees={loaderData.fees} />
      ) : (
        <p role="alert" className="message message-error">
          {copy.fees.loadFailed}
        </p>
      )}
      <p>
        <a href={localePath(PROFILE_PATH)}>{copy.backToProfile}</a>
      </p>
    </div>
  );
}
