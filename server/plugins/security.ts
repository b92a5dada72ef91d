// Security headers for every answer. Pages get a per-request nonce for React Router's inline
// scripts; nothing else may run inline, objects are off and no one may frame the site.
import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyReply {
    scriptNonce: string;
  }
  interface FastifyInstance {
    /** True when PUBLIC_ORIGIN is https: every cookie we set is Secure (decorated in app.ts). */
    secureCookies: boolean;
  }
}

type RawWithNonce = { scriptNonce?: string };

/**
 * For files that are never pages (build assets, images, uploads): nothing runs, even when one is
 * opened directly. A page's policy means nothing on a script or an image, and on a slow network
 * its ~400 bytes on each of a page's files add up.
 */
export const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * Powerful browser features no page of ours uses (issue 13): off for us and for anything framed.
 * `payment` joins the list until a page takes payments in the browser (the payments issue).
 */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), " +
  "magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()";

/** Two years, with subdomains: sent only when the site's public origin is https. */
const HSTS = { maxAge: 63_072_000, includeSubDomains: true };

export const securityPlugin = fp(async (app: FastifyInstance, options: { publicOrigin?: string }) => {
  const https = options.publicOrigin?.startsWith("https:") ?? false;
  app.decorateReply("scriptNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    reply.scriptNonce = randomBytes(16).toString("base64");
    // helmet's directive functions receive the raw Node response, so it carries the nonce too.
    (reply.raw as RawWithNonce).scriptNonce = reply.scriptNonce;
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as RawWithNonce).scriptNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Staff may point a course image or icon at an https address (a CDN) instead of uploading it.
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["https://www.google.com", "https://maps.google.com"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // A site whose public origin is https (TLS often ends at a proxy in front of us, so the request
    // itself may be plain http) tells browsers never to use http for it again.
    strictTransportSecurity: https ? HSTS : false,
  });
});
