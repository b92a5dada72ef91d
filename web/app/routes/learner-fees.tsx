// /learner/fees: the signed-in learner's "Fees & invoices" — what is due and paid, each
// document downloadable. Signed out: the login page.
import { paymentEndpoints } from "@skillbridge/core";
import { redirect } from "react-router";
import { FeesTable } from "../features/payment/fees-table";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { LOGIN_PATH, PROFILE_PATH } from "../session/paths";
import { signedInLearner } from "../session/session.server";
import type { Route } from "./+types/learner-fees";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(LOGIN_PATH);
  const fees = await api.call(paymentEndpoints.learnerFees);
  return { canonical: `${origin}/learner/fees`, fees: fees.ok ? fees.data : null };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Fees & invoices | ${SITE_NAME}`,
    description: `Your ${SITE_NAME} fees and invoices.`,
    canonical: loaderData?.canonical ?? "/learner/fees",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1>Fees &amp; invoices</h1>
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
