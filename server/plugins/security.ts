// Security headers for every answer. A page's script policy is made from its own HTML
// (script-policy.ts, set by web.ts); every other answer runs no script. Objects are off and no
// one may frame the site.
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { NO_SCRIPT_CSP } from "./script-policy.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** True when PUBLIC_ORIGIN is https: every cookie we set is Secure (decorated in app.ts). */
    secureCookies: boolean;
  }
}

/**
 * For files that are never pages (build assets, images, uploads): nothing runs, even when one is
 * opened directly. A page's policy means nothing on a script or an image, and on a slow network
 * its ~400 bytes on each of a page's files add up.
 */
export const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * Powerful browser features no page of ours uses: off for us and for anything framed.
 * `payment` joins the list until a page takes payments in the browser (the payments issue).
 */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), " +
  "magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()";

/** Two years, with subdomains: sent only when the site's public origin is https. */
const HSTS = { maxAge: 63_072_000, includeSubDomains: true };

export const securityPlugin = fp(async (app: FastifyInstance, options: { publicOrigin?: string }) => {
  const https = options.publicOrigin?.startsWith("https:") ?? false;
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    // Pages replace it with their own (web.ts); files get FILE_CSP.
    reply.header("content-security-policy", NO_SCRIPT_CSP);
  });
  await app.register(helmet, {
    global: true,
    // Set above: one string, not rebuilt by helmet on every answer.
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // A site whose public origin is https (TLS often ends at a proxy in front of us, so the request
    // itself may be plain http) tells browsers never to use http for it again.
    strictTransportSecurity: https ? HSTS : false,
  });
});
