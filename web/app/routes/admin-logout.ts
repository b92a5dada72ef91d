// The back office's Sign out: a form post, so it works before scripts run. The session
// ends on the server too; the sign-in page follows.
import { authEndpoints } from "@skillbridge/core";
import { redirect } from "react-router";
import { ADMIN_LOGIN_PATH } from "../admin-ui/paths";
import { requestContext } from "../request-context";
import type { Route } from "./+types/admin-logout";

export async function action({ context }: Route.ActionArgs) {
  const result = await context.get(requestContext).api.call(authEndpoints.logout);
  const headers = new Headers();
  for (const cookie of result.ok ? (result.cookies ?? []) : []) headers.append("set-cookie", cookie);
  return redirect(ADMIN_LOGIN_PATH, { headers });
}

// Nothing to see here: a visit goes to the sign-in page.
export function loader() {
  return redirect(ADMIN_LOGIN_PATH);
}
