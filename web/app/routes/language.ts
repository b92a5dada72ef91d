// /language?to=/hi/training_course?page=2: the language switch. Remembers the visitor's choice in
// a cookie and sends them on to the same page in that language. Only a visitor's own click comes
// here (the link is nofollow): nobody is ever redirected by Accept-Language.
import { LOCALE_COOKIE, localeOfPath } from "@skillbridge/core/i18n/locales";
import { redirect } from "react-router";
import type { Route } from "./+types/language";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function loader({ request }: Route.LoaderArgs) {
  const to = new URL(request.url).searchParams.get("to") ?? "/";
  // Only a path on this site: never an open redirect.
  const target = to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\") ? to : "/";
  const locale = localeOfPath(new URL(target, "http://x").pathname);
  return redirect(target, {
    headers: {
      "Set-Cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`,
      "Cache-Control": "no-store",
    },
  });
}
