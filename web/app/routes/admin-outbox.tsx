// /admin/outbox (issue 6): every mail the product sent or is about to send, newest first, by
// status and paged by the database; view one, and "Retry now" for a failed one.
import { mailEndpoints } from "@skillbridge/core";
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, type OutboxStatus } from "@skillbridge/core/admin/outbox";
import adminStyles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { Pager, pageParam } from "../admin-ui/table-controls";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { OutboxTable, OutboxTabs, outboxStatusLabels } from "../features/admin-site/outbox-view";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-outbox";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const params = new URL(request.url).searchParams;
  const given = params.get("status");
  const status = (OUTBOX_STATUSES as readonly string[]).includes(given ?? "") ? (given as OutboxStatus) : null;
  const page = pageParam(params);
  const query = { status: status ?? undefined, limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE };
  const list = await api.call(mailEndpoints.outbox, { query });
  return { canonical: `${origin}/admin/outbox`, status, page, list: list.ok ? list.data : null };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Outbox | Back office | ${SITE_NAME}`,
    description: "Mail sent by the website.",
    canonical: loaderData?.canonical ?? "/admin/outbox",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { status, page, list } = loaderData;
  return (
    <div className="page">
      <AdminBar title="Outbox" />
      <OutboxTabs status={status} />
      {!list ? (
        <p role="alert" className="message message-error">
          The outbox could not be loaded. Reload the page to try again.
        </p>
      ) : list.items.length === 0 ? (
        <p className="message message-empty">
          {status ? `No mail is ${outboxStatusLabels[status].toLowerCase()}.` : "No mail has been sent yet."}
        </p>
      ) : (
        <>
          <OutboxTable items={list.items} total={list.total} />
          <Pager
            page={page}
            summary={`Page ${page} (${list.total} in all)`}
            hasNext={page * OUTBOX_PAGE_SIZE < list.total}
            href={(target) => `/admin/outbox?${status ? `status=${status}&` : ""}page=${target}`}
          />
        </>
      )}
      <p className={adminStyles.muted}>
        Times are India Standard Time. A failed mail was tried 5 times; “Retry now” makes one more attempt.
      </p>
    </div>
  );
}
