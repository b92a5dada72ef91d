// /admin/batches/{id}/certificates: a batch's learners, their completion marks and
// certificates; staff issue certificates (to the chosen learners or all) once the batch has ended,
// and revoke one with a reason. Every form posts to this route's action and works without scripts.
import { certificateEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { type CertificateAnswer, certificateAction } from "../features/admin-certificates/certificate-action.server";
import { CertificateRosterTable, IssueForm } from "../features/admin-certificates/certificate-roster";
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
  const roster = await api.call(certificateEndpoints.roster, { params: { id: batchIdOf(params.id) } });
  if (!roster.ok) {
    if (roster.status === 404) throw new Response("Not Found", { status: 404 });
    throw new Response("The certificates could not be loaded", { status: 503 });
  }
  return { canonical: `${origin}/admin/batches/${params.id}/certificates`, roster: roster.data };
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
  const { roster } = loaderData;
  const answer = actionData as CertificateAnswer | undefined;
  const revokeError =
    answer?.intent === "revoke" && answer.error && answer.id !== undefined
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
      {answer?.error && !revokeError ? (
        <p className="message message-error" role="alert">
          {answer.error}
        </p>
      ) : null}
      <IssueForm roster={roster} />
      <CertificateRosterTable roster={roster} revokeError={revokeError} />
    </div>
  );
}
