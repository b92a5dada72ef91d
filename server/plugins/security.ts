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
}

type RawWithNonce = { scriptNonce?: string };

/**
 * For files that are never pages (build assets, images, uploads): nothing runs, even when one is
 * opened directly. A page's policy means nothing on a script or an image, and on a slow network
 * its ~400 bytes on each of a page's files add up.
 */
export const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply("scriptNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
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
    // HSTS only means something over HTTPS; a reverse proxy terminating TLS should add it.
    strictTransportSecurity: false,
  });
});
