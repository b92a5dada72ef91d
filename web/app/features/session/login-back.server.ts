// Without scripts a sign-in cannot replace the history entry of the /learner/login page: the
// browser keeps it behind the dashboard, and Back would reach it, only to be sent on to the
// dashboard again. So the login page puts the site page the visitor came from (its Referer, path
// only) in its form; a sign-in posted without scripts keeps that path in a short-lived cookie, and
// the login page, asked for again by the signed-in visitor who holds it (that Back), sends them
// there once instead of to the dashboard. With scripts the sign-in replaces the entry and none of
// this is used.
import { unlocalizedPath } from "@skillbridge/core/i18n/locales";
import { inRequestLanguage } from "../../i18n/request-locale.server";
import { LOGIN_PATH } from "../../session/paths";

const COOKIE = "sb_login_back";
const MAX_AGE_S = 600;
/** A path of the site and nothing else: no other host, no query (it may carry a token). */
const SITE_PATH = /^\/(?!\/)[\w\-./~%]{0,300}$/;

export function isBackPath(path: string | undefined): path is string {
  return path !== undefined && SITE_PATH.test(path) && !unlocalizedPath(path).startsWith(LOGIN_PATH);
}

/** The path of the page of this site the visitor came from, if any. */
export function refererPath(request: Request, origins: readonly string[]): string | undefined {
  const referer = request.headers.get("referer");
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return origins.includes(from.origin) && isBackPath(from.pathname) ? from.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** A form post the browser navigates with (no scripts), not a script's request. */
export function isDocumentPost(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  return mode === null || mode === "navigate";
}

// The cookie is scoped to the login page of the language the form was posted in (/hi/learner/login…).
export function rememberBack(request: Request, headers: Headers, path: string) {
  headers.append(
    "set-cookie",
    `${COOKIE}=${encodeURIComponent(path)}; Path=${inRequestLanguage(request, LOGIN_PATH)}; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax`,
  );
}

/** The remembered path (then forgotten: `headers` clears the cookie), or null. */
export function takeBack(request: Request): { path: string; headers: Headers } | null {
  const raw = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return null;
  let path: string | undefined;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = undefined;
  }
  const headers = new Headers();
  headers.append(
    "set-cookie",
    `${COOKIE}=; Path=${inRequestLanguage(request, LOGIN_PATH)}; Max-Age=0; HttpOnly; SameSite=Lax`,
  );
  return isBackPath(path) ? { path, headers } : null;
}
