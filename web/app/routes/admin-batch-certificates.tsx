// /admin/batches/{id}/certificates: a batch's learners, their completion marks and
// certificates; staff issue certificates (to the chosen learners or all) once the batch has ended,
// and revoke one with a reason; they set the batch's completion rule, which certifies the learners
// who meet it once the batch has ended. Every form posts to this route's action and works without scripts.
import { certificateEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { type CertificateAnswer, certificateAction } from "../features/admin-certificates/certificate-action.server";
import { CertificateRosterTable, IssueForm } from "../features/admin-certificates/certificate-roster";
import { CompletionRuleSection } from "../features/admin-certificates/completion-rule";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { readForm } from "../forms/form-action.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-batch-certificates";

const batchIdOf = (id: string) => {
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  return Number(id);
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const id = batchIdOf(params.id);
  const [roster, completion] = await Promise.all([
    api.call(certificateEndpoints.roster, { params: { id } }),
    api.call(certificateEndpoints.completionRule, { params: { id } }),
  ]);
  if (!roster.ok || !completion.ok) {
    if (roster.status === 404) throw new Response("Not Found", { status: 404 });
    throw new Response("The certificates could not be loaded", { status: 503 });
  }
  return {
    canonical: `${origin}/admin/batches/${params.id}/certificates`,
    roster: roster.data,
    completion: completion.data,
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  const batchId = batchIdOf(params.id);
  return certificateAction(api, await readForm(request), batchId);
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Certificates: ${loaderData?.roster.courseName ?? "a batch"} | Back office | ${SITE_NAME}`,
    description: "Issue and revoke the certificates of one batch.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { roster, completion } = loaderData;
  const answer = actionData as CertificateAnswer | undefined;
  const revokeError =
    answer?.intent === "revoke" && answer.error && answer.id !== undefined
      ? { id: answer.id, error: answer.error }
      : undefined;
  const completionError =
    answer?.intent === "completion" && answer.error && answer.id !== undefined
      ? { id: answer.id, error: answer.error }
      : undefined;
  return (
    <div className="page">
      <AdminBar title={`Certificates: ${roster.courseName}`}>
        <Link className="btn" to={`/admin/batches/${roster.batchId}`}>
          Back to the batch
        </Link>
      </AdminBar>
      {answer?.message ? (
        <p className="message" role="status">
          {answer.message}
        </p>
      ) : null}
      {answer?.error && !revokeError && !completionError && answer.intent !== "completion-rule" ? (
        <p className="message message-error" role="alert">
          {answer.error}
        </p>
      ) : null}
      <CompletionRuleSection
        status={completion}
        error={answer?.intent === "completion-rule" ? answer.error : undefined}
      />
      <IssueForm roster={roster} />
      <CertificateRosterTable roster={roster} revokeError={revokeError} completionError={completionError} />
    </div>
  );
}
