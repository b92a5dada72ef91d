// /learner/fees: the signed-in learner's "Fees & invoices" — what is due and paid, each
// document downloadable. Signed out: the login page.
import { paymentEndpoints, paymentPlanEndpoints } from "@skillbridge/core";
import { data, redirect } from "react-router";
import { FeesTable } from "../features/payment/fees-table";
import { errorText, failedCallStatus } from "../forms/errors";
import { readForm } from "../forms/form-action.server";
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
  return { canonical: `${origin}/learner/fees`, fees: fees.ok ? fees.data : null };
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

const PAY_FAILED = "This part cannot be paid from here any more. Reload the page to see where your fees stand.";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Fees & invoices | ${SITE_NAME}`,
    description: `Your ${SITE_NAME} fees and invoices.`,
    canonical: loaderData?.canonical ?? "/learner/fees",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1>Fees &amp; invoices</h1>
      {actionData?.error ? (
        <p role="alert" className="message message-error">
          {actionData.error}
        </p>
      ) : null}
      {loaderData.fees ? (
        <FeesTable fees={loaderData.fees} />
      ) : (
        <p role="alert" className="message message-error">
          Your fees could not be loaded. Reload the page to try again.
        </p>
      )}
      <p>
        <a href={PROFILE_PATH}>Back to my profile</a>
      </p>
    </div>
  );
}
