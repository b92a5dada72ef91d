// Who may see /admin/*: a staff session, checked by every admin loader on the server, before
// any HTML; anyone else is sent to /admin/login (a learner's session included).
import { authEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import type { SessionUser } from "@skillbridge/core/schemas";
import { redirect } from "react-router";
import { ADMIN_LOGIN_PATH } from "../../admin-ui/paths";

export async function signedInStaff(api: ApiClient): Promise<SessionUser | null> {
  const session = await api.call(authEndpoints.session);
  const user = session.ok ? session.data.user : null;
  return user?.role === "staff" ? user : null;
}

export async function requireStaff(api: ApiClient): Promise<SessionUser> {
  const user = await signedInStaff(api);
  if (!user) throw redirect(ADMIN_LOGIN_PATH);
  return user;
}

/** Staff pages hold visitors' contact details: never kept by any cache. */
export const STAFF_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
