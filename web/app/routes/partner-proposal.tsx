// /partners/Certnexus/proposal: the 'Request Proposal' popup's form as a page, for a
// visitor whose browser has not run the page's scripts; the popup posts here too. Not indexed.
import { Link } from "react-router";
import { proposalAction } from "../features/partner-courses/proposal-action.server";
import { PROPOSAL_INTENT, ProposalForm } from "../features/partner-courses/proposal-form";
import { postedFor } from "../forms/form-answer";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/partner-proposal";

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${context.get(requestContext).origin}/partners/Certnexus` };
}

export async function action({ context, request }: Route.ActionArgs) {
  return proposalAction(context.get(requestContext).api, request);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Request Proposal | ${SITE_NAME}`,
    description: "Tell us which course your team needs and we will prepare a proposal for you.",
    canonical: loaderData?.canonical ?? "/partners/Certnexus",
    noindex: true,
  });

export default function Page({ actionData }: Route.ComponentProps) {
  return (
    <div className="page">
      <p>
        <Link to="/partners/Certnexus">← CertNexus courses</Link>
      </p>
      <h1>Request Proposal</h1>
      <div className="card" style={{ maxWidth: "40rem", padding: "1.25rem" }}>
        <ProposalForm posted={postedFor(actionData, PROPOSAL_INTENT)} />
      </div>
    </div>
  );
}
