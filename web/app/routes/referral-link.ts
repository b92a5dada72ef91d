// /r/:code: a learner's referral link. A known code is kept in a first-party cookie (the code only,
// httpOnly, 30 days) so the visitor's enrolment gets the referral discount; the visitor then goes
// to the home page, or to `?to=` when it is a path on this site. An unknown code sets nothing.
import { referralEndpoints } from "@skillbridge/core";
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from "@skillbridge/core/money";
import { redirect } from "react-router";
import { requestContext } from "../request-context";
import type { Route } from "./+types/referral-link";

/** A same-site path to go on to: starts with one slash (not "//" nor "/\", which leave the site). */
export function sameSitePath(to: string | null): string {
  if (!to?.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return "/";
  return to.length <= 500 ? to : "/";
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const to = sameSitePath(new URL(request.url).searchParams.get("to"));
  const result = await context.get(requestContext).api.call(referralEndpoints.link, { params: { code: params.code } });
  const headers = new Headers({ "cache-control": "private, no-store" });
  if (result.ok) {
    const maxAge = REFERRAL_COOKIE_DAYS * 86_400;
    headers.append(
      "set-cookie",
      `${REFERRAL_COOKIE}=${result.data.code}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`,
    );
  }
  return redirect(to, { headers });
}
