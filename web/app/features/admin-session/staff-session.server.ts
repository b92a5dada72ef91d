// Who may see /admin/*: a staff session, checked by every admin loader on the server, before
// any HTML; anyone else is sent to /admin/login (a learner's session included).
import { authEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import type { SessionUser } from "@skillbridge/core/schemas";
import { type RouterContextProvider, redirect } from "react-router";
import { ADMIN_LOGIN_PATH } from "../../admin-ui/paths";
import { requestContext } from "../../request-context";

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

/** A record's id from the address (`/admin/courses/{id}`): a positive whole number, else 404. */
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new Response("Not Found", { status: 404 });
  return Number(value);
}

type ActionArgs = {
  context: Readonly<RouterContextProvider>;
  request: Request;
  params: Record<string, string | undefined>;
};

/**
 * A back-office page's action: the staff session checked first (anyone else is sent to sign in),
 * then `handle` with the in-process API carrying that session (forms posted without scripts).
 */
export function staffAction<R>(handle: (api: ApiClient, request: Request, params: ActionArgs["params"]) => Promise<R>) {
  return async ({ context, request, params }: ActionArgs): Promise<R> => {
    const { api } = context.get(requestContext);
    await requireStaff(api);
    return handle(api, request, params);
  };
}
