// /admin/audit: every staff action, newest first — who, what, when, the record and its
// before/after. Filtered by record type, record, staff member and dates (IST), paged by the database.
import { auditEndpoints, staffAdminEndpoints } from "@skillbridge/core";
import { AUDIT_PAGE_SIZE } from "@skillbridge/core/back-office";
import adminStyles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { Pager } from "../admin-ui/table-controls";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { AuditFilters, AuditTable, auditFilters, auditQuery, readAuditView } from "../features/admin-site/audit-view";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-audit";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const view = readAuditView(new URL(request.url).searchParams);
  const offset = (view.page - 1) * AUDIT_PAGE_SIZE;
  // One row more than a page says whether there is a next page.
  const [entries, entities, staff] = await Promise.all([
    api.call(auditEndpoints.list, { query: { ...auditFilters(view), limit: AUDIT_PAGE_SIZE + 1, offset } }),
    api.call(auditEndpoints.entities),
    api.call(staffAdminEndpoints.accounts),
  ]);
  return {
    canonical: `${origin}/admin/audit`,
    view,
    entries: entries.ok ? entries.data.slice(0, AUDIT_PAGE_SIZE) : null,
    hasNext: entries.ok && entries.data.length > AUDIT_PAGE_SIZE,
    error: entries.ok
      ? null
      : "The audit log could not be loaded. Check the filters (the start date must not be after the end date).",
    entities: entities.ok ? entities.data : [],
    staff: staff.ok ? staff.data.items.map(({ id, name }) => ({ id, name })) : [],
  };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Audit log | Back office | ${SITE_NAME}`,
    description: "Every change made in the back office.",
    canonical: loaderData?.canonical ?? "/admin/audit",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view, entries } = loaderData;
  return (
    <div className="page">
      <AdminBar title="Audit log" />
      <AuditFilters view={view} entities={loaderData.entities} staff={loaderData.staff} />
      {loaderData.error ? (
        <p role="alert" className="message message-error">
          {loaderData.error}
        </p>
      ) : null}
      {entries && entries.length === 0 ? <p className="message message-empty">Nothing matches these filters.</p> : null}
      {entries && entries.length > 0 ? (
        <>
          <AuditTable entries={entries} />
          <Pager
            page={view.page}
            hasNext={loaderData.hasNext}
            href={(page) => {
              const query = auditQuery(view, page);
              return query ? `/admin/audit?${query}` : "/admin/audit";
            }}
          />
        </>
      ) : null}
      <p className={adminStyles.muted}>Times are India Standard Time.</p>
    </div>
  );
}
