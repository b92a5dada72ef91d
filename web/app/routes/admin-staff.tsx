// /admin/staff (issue 6): who has access to the back office. Every staff member sees the list;
// only an admin adds staff, changes roles, deactivates / reactivates and resets a second factor.
import { staffAdminEndpoints } from "@skillbridge/core";
import { useState } from "react";
import { AdminBar } from "../admin-ui/admin-bar";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { StaffCreateDialog } from "../features/admin-staff/staff-create-dialog";
import { StaffTable } from "../features/admin-staff/staff-table";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-staff";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const list = await api.call(staffAdminEndpoints.accounts);
  return { canonical: `${origin}/admin/staff`, list: list.ok ? list.data : null };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Staff | Back office | ${SITE_NAME}`,
    description: "Staff accounts of the back office.",
    canonical: loaderData?.canonical ?? "/admin/staff",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const [adding, setAdding] = useState(false);
  return (
    <div className="page">
      <AdminBar title="Staff">
        {list?.you.role === "admin" ? (
          <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => setAdding(true)}>
            Add staff member
          </button>
        ) : null}
      </AdminBar>
      {list ? (
        <StaffTable list={list} />
      ) : (
        <p role="alert" className="message message-error">
          The staff accounts could not be loaded. Reload the page to try again.
        </p>
      )}
      <StaffCreateDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
