// First-touch attribution: where the visit that brought a visitor came from — its
// utm_source / utm_medium / utm_campaign and the host of an external referrer — kept first-party
// in a session cookie for the visit and attached only to what the visitor then submits (a lead or
// an enquiry). No third-party analytics, no identifier: the cookie holds nothing but those values.
//
// The cookie is added in an onSend hook, outside any page body: a page served from the page cache
// gets it as well as a fresh render, and the kept page never holds it. An answer that sets it is
// marked private, so a CDN never stores one visitor's Set-Cookie for others.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { siteOrigin } from "../modules/submission/site-origin.ts";

export const ATTRIBUTION_COOKIE = "sb_first_touch";
/** Each utm value at most this long; the referrer is a host name (at most 255 characters). */
export const UTM_MAX_LENGTH = 100;
const HOST_MAX_LENGTH = 255;

export type FirstTouch = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
};

/** A value as it is kept: control characters out, spaces trimmed, cut to the limit; empty → null. */
export function cleanValue(value: unknown, max = UTM_MAX_LENGTH): string | null {
  if (typeof value !== "string") return null;
  const printable = [...value].filter((char) => {
    const code = char.charCodeAt(0);
    return code > 0x1f && code !== 0x7f;
  });
  const cleaned = printable.join("").trim().slice(0, max);
  return cleaned === "" ? null : cleaned;
}

/** The host of a Referer from another site (http or https only), or null. */
export function externalReferrer(referer: string | undefined, siteHost: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase();
    if (host === siteHost.toLowerCase()) return null;
    return host.length <= HOST_MAX_LENGTH ? host : null;
  } catch {
    return null;
  }
}

/** What a page request says about its visit's source, or null when it says nothing. */
export function firstTouchOf(query: URLSearchParams, referer: string | undefined, siteHost: string): FirstTouch | null {
  const touch: FirstTouch = {
    utmSource: cleanValue(query.get("utm_source")),
    utmMedium: cleanValue(query.get("utm_medium")),
    utmCampaign: cleanValue(query.get("utm_campaign")),
    referrer: externalReferrer(referer, siteHost),
  };
  return Object.values(touch).some((value) => value !== null) ? touch : null;
}

export function encodeFirstTouch(touch: FirstTouch): string {
  const compact = { s: touch.utmSource, m: touch.utmMedium, c: touch.utmCampaign, r: touch.referrer };
  return Buffer.from(JSON.stringify(compact), "utf8").toString("base64url");
}

/** The cookie read back, every value checked again (a visitor may edit their own cookie). */
export function decodeFirstTouch(cookie: string | undefined): FirstTouch | null {
  if (!cookie || cookie.length > 2048) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cookie, "base64url").toString("utf8")) as Record<string, unknown>;
    const touch: FirstTouch = {
      utmSource: cleanValue(parsed.s),
      utmMedium: cleanValue(parsed.m),
      utmCampaign: cleanValue(parsed.c),
      referrer: cleanValue(parsed.r, HOST_MAX_LENGTH),
    };
    return Object.values(touch).some((value) => value !== null) ? touch : null;
  } catch {
    return null;
  }
}

/** The stored columns of a submission's first touch (all null without the cookie). */
export function attributionColumns(request: FastifyRequest): FirstTouch {
  return (
    decodeFirstTouch(request.cookies?.[ATTRIBUTION_COOKIE]) ?? {
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrer: null,
    }
  );
}

const NOT_PAGES = /^\/(?:api|assets|media|certificates)(?:\/|$)/;

function isPageAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (NOT_PAGES.test(request.url)) return false;
  if (reply.statusCode >= 400) return false;
  return String(reply.getHeader("content-type") ?? "").startsWith("text/html");
}

/** Registers the hook on the app (root scope): pages served by the web plugin, cached or not. */
export function registerAttribution(app: FastifyInstance, options: { publicOrigin: string | undefined }) {
  app.addHook("onSend", async (request, reply, payload) => {
    // An answer given before the cookie parser ran (a request refused early) has no cookies read.
    if (request.cookies?.[ATTRIBUTION_COOKIE] !== undefined || !isPageAnswer(request, reply)) return payload;
    const queryStart = request.url.indexOf("?");
    const query = new URLSearchParams(queryStart === -1 ? "" : request.url.slice(queryStart + 1));
    const siteHost = new URL(siteOrigin(request, options.publicOrigin)).hostname;
    const touch = firstTouchOf(query, request.headers.referer, siteHost);
    if (!touch) return payload;
    const secure = request.protocol === "https" || app.secureCookies;
    // No Max-Age: it lasts for the visit (the browser session), like the sign-in cookie.
    reply.header(
      "set-cookie",
      `${ATTRIBUTION_COOKIE}=${encodeFirstTouch(touch)}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
    reply.header("cache-control", "private, no-store");
    return payload;
  });
}
