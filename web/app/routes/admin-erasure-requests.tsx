// /admin/erasure-requests: learners who asked to be erased (DPDP Act), and staff
// carrying it out. Works without JavaScript: Erase asks on the page, then posts.
import { accountEndpoints } from "@skillbridge/core";
import adminStyles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { type ErasureAnswer, erasureAction } from "../features/admin-erasure/erasure-action.server";
import { ERASURE_KEEPS, ErasureConfirm, ErasureTable } from "../features/admin-erasure/erasure-table";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-erasure-requests";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const list = await api.call(accountEndpoints.erasureRequests);
  const erase = Number(new URL(request.url).searchParams.get("erase"));
  return { canonical: `${origin}/admin/erasure-requests`, items: list.ok ? list.data : null, erase };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  return erasureAction(api, request);
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Erasure requests | Back office | ${SITE_NAME}`,
    description: "Learners who asked for their account to be erased.",
    canonical: loaderData?.canonical ?? "/admin/erasure-requests",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { items, erase } = loaderData;
  const answer = actionData as ErasureAnswer | undefined;
  const asked = !answer && items?.find((item) => item.id === erase && item.erasedAt === null);
  return (
    <div className="page">
      <AdminBar title="Erasure requests" />
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      {answer?.error ? (
        <p role="alert" className="message message-error">
          {answer.error}
        </p>
      ) : null}
      {asked ? <ErasureConfirm request={asked} /> : null}
      {!items ? (
        <p role="alert" className="message message-error">
          The requests could not be loaded. Reload the page to try again.
        </p>
      ) : items.length === 0 ? (
        <p className="message message-empty">No learner has asked to be erased.</p>
      ) : (
        <ErasureTable items={items} />
      )}
      <p className={adminStyles.muted}>{ERASURE_KEEPS}</p>
    </div>
  );
}
