// Logout: the session ends on the server too, 'Logged out successfully!' is shown and the
// visitor goes to /. A form post, so it works before scripts run; the message rides
// on a one-time cookie to the home page (flash.ts).
import { authEndpoints } from "@skillbridge/core";
import { redirect } from "react-router";
import { flashCookie } from "../flash";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import type { Route } from "./+types/learner-logout";

export async function action({ context, request }: Route.ActionArgs) {
  const result = await context.get(requestContext).api.call(authEndpoints.logout);
  const headers = new Headers();
  for (const cookie of result.ok ? (result.cookies ?? []) : []) headers.append("set-cookie", cookie);
  headers.append("set-cookie", flashCookie("logged-out"));
  return redirect(inRequestLanguage(request, "/"), { headers });
}

// Nothing to see here: a visit goes home.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(inRequestLanguage(request, "/"));
}
