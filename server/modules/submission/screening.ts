// Spam without hurting people: a filled honeypot is refused, storing nothing; a form
// filled faster than a person can is only flagged for staff, never refused, because autofill
// and password managers make real people fast too.
import { apiMessages, type FormSource } from "@skillbridge/core";
import { defaultLocale, type Locale, localeOfPath } from "@skillbridge/core/i18n/locales";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Under this many milliseconds from opening the form to its receipt, a submission is flagged. */
export const FAST_FILL_MS = 3000;

type Meta = {
  formSource: FormSource;
  pageUrl?: string | undefined;
  noticeId?: string | undefined;
  noticeShownAt?: string | undefined;
  formStartedAt?: string | undefined;
  website?: string | undefined;
};

/** A preHandler: a request whose honeypot `website` is filled ends here with a 400. */
export async function refuseHoneypot(request: FastifyRequest, reply: FastifyReply) {
  const website = (request.body as { website?: unknown } | undefined)?.website;
  if (typeof website === "string" && website.trim() !== "") {
    request.log.info({ formSource: (request.body as Meta).formSource }, "honeypot filled: submission refused");
    return reply.status(400).send({ detail: apiMessages.submissionRefused });
  }
}

/** The stored columns of where a submission came from, which notice was shown, and its flag. */
export function submissionColumns(meta: Meta, receivedAt: Date) {
  const flag = fastFillFlag(meta.formStartedAt, receivedAt);
  return {
    formSource: meta.formSource,
    pageUrl: meta.pageUrl || null,
    language: languageOfPage(meta.pageUrl),
    noticeId: meta.noticeId || null,
    noticeShownAt: meta.noticeShownAt ? new Date(meta.noticeShownAt) : null,
    suspectedBot: flag !== null,
    flagReason: flag,
  };
}

/** The language of the page a form was sent from (its address's prefix); English when unknown. */
export function languageOfPage(pageUrl: string | undefined): Locale {
  if (!pageUrl) return defaultLocale;
  try {
    return localeOfPath(new URL(pageUrl, "http://localhost").pathname);
  } catch {
    return defaultLocale;
  }
}

/** Why a fill looks automated, or null. A start time after the receipt is a forged or skewed clock. */
export function fastFillFlag(formStartedAt: string | undefined, receivedAt: Date): string | null {
  if (!formStartedAt) return null; // an API client: nothing to measure
  const elapsed = receivedAt.getTime() - new Date(formStartedAt).getTime();
  if (elapsed >= FAST_FILL_MS) return null;
  if (elapsed < 0) return `form start time is ${(-elapsed / 1000).toFixed(1)} s after its receipt`;
  return `form filled in ${(elapsed / 1000).toFixed(1)} s (under ${FAST_FILL_MS / 1000} s)`;
}
