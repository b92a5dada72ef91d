// The frame of the back office: only staff get past its loader; every page inside it
// still checks the session itself, since loaders run side by side.
import { Outlet } from "react-router";
import { AdminShell } from "../admin-ui/admin-shell";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import type { Route } from "./+types/admin-layout";

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const user = await requireStaff(api);
  return { staffName: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staffName={loaderData.staffName}>
      <Outlet />
    </AdminShell>
  );
}
