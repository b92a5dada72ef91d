// A certificate's files, for the learner it was issued to and for staff; anyone else
// gets 404, so ids reveal nothing: /certificate-files/{id}.pdf (A4 landscape, QR code to its
// verification page) and /certificate-files/{id}.json (the Open Badges 3.0 credential, signed with
// the provider's Ed25519 key). Outside /api like /media (files, not API answers; the dashboard
// links to them and the browser sends its session cookie); the auth plugin resolves viewers for
// /api only, so the reader is looked up here (app.viewerOf). A revoked certificate is no longer
// handed out. /.well-known/did.json publishes the public key, for anyone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { FILE_CSP } from "../../plugins/security.ts";
import { signEddsaJcs } from "../credential/data-integrity.ts";
import { didDocument, didWebOf, keyIdOf } from "../credential/did.ts";
import { openBadgeCredential } from "../credential/open-badge.ts";
import type { SigningKey } from "../credential/signing-key.ts";
import { provider } from "../mail/provider.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { certificatePdf } from "./pdf.ts";
import { certificateRepository as repo } from "./repository.ts";

const notFound = (reply: FastifyReply) => reply.status(404).type("text/plain; charset=utf-8").send("Not found");

/** The public page a certificate's QR code, link and credential status point to. */
export const verificationUrl = (origin: string, code: string) => `${origin}/verify/${encodeURIComponent(code)}`;

export async function certificateFileRoutes(
  app: FastifyInstance,
  { db, publicOrigin, signingKey }: { db: Db; publicOrigin: string | undefined; signingKey: SigningKey },
) {
  const originOf = (request: FastifyRequest) => siteOrigin(request, publicOrigin);

  app.get(
    "/.well-known/did.json",
    { config: { access: "public", apiKey: false }, schema: { hide: true } },
    async (request, reply) => {
      reply.header("Cache-Control", "public, max-age=3600").header("Access-Control-Allow-Origin", "*");
      return reply.type("application/did+json").send(didDocument(didWebOf(originOf(request)), signingKey.publicKey));
    },
  );

  app.get<{ Params: { file: string } }>(
    "/certificate-files/:file",
    { config: { access: "public", apiKey: false }, schema: { hide: true } },
    async (request, reply) => {
      const match = /^(\d{1,9})\.(pdf|json)$/.exec(request.params.file);
      if (!match) return notFound(reply);
      const viewer = await app.viewerOf(request);
      if (!viewer) return notFound(reply);
      const certificate = await repo.find(db, Number(match[1]));
      if (!certificate || (viewer.role !== "staff" && certificate.learnerId !== viewer.id)) return notFound(reply);
      reply
        .header("Cache-Control", "private, no-store")
        .header("X-Robots-Tag", "noindex")
        .header("Content-Security-Policy", FILE_CSP);
      if (certificate.revokedAt !== null) {
        return reply.status(410).type("text/plain; charset=utf-8").send("This certificate was revoked.");
      }
      const origin = originOf(request);
      const verifyUrl = verificationUrl(origin, certificate.code);
      const name = `certificate-${certificate.code.replace(/[^0-9A-Z-]/g, "")}`;
      if (match[2] === "json") {
        const did = didWebOf(origin);
        const unsigned = openBadgeCredential(certificate, { origin, did, issuerName: provider.name, verifyUrl });
        const signed = await signEddsaJcs(unsigned, {
          verificationMethod: keyIdOf(did),
          created: certificate.issuedAt,
          secretKey: signingKey.secretKey,
        });
        return reply
          .header("Content-Disposition", `attachment; filename="${name}.json"`)
          .type("application/vc+ld+json")
          .send(JSON.stringify(signed, null, 2));
      }
      const examPercent = await repo.examPercentOf(db, certificate.id);
      const pdf = await certificatePdf(certificate, { verifyUrl, issuer: provider.name, examPercent });
      return reply
        .header("Content-Disposition", `attachment; filename="${name}.pdf"`)
        .type("application/pdf")
        .send(pdf);
    },
  );
}
