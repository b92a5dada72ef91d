// Redirects keep the language of the page that was asked for: a guard on /hi/learner/… sends an
// anonymous visitor to /hi/learner/login, a Hindi sign-in lands on /hi/learner/Profile.
import { type Locale, localeOfPath, localizedPath } from "@skillbridge/core/i18n/locales";

/** The language of the address this request was made to. */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** An internal path in the language of the address this request was made to. */
export function inRequestLanguage(request: Request, path: string): string {
  return localizedPath(path, requestLocale(request));
}
