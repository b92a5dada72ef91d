// GET /certificate-files/{id}.pdf (issue 15): a certificate's PDF, for the learner it was issued to
// and for staff; anyone else gets 404, so ids reveal nothing. Outside /api like /media (a file, not
// JSON; the dashboard links to it and the browser sends its session cookie). The auth plugin
// resolves viewers for /api only, so the reader is looked up here (app.viewerOf). A revoked
// certificate is no longer handed out as a document.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../db/client.ts";
import { FILE_CSP } from "../../plugins/security.ts";
import { provider } from "../mail/provider.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { certificatePdf } from "./pdf.ts";
import { certificateRepository as repo } from "./repository.ts";

const notFound = (reply: FastifyReply) => reply.status(404).type("text/plain; charset=utf-8").send("Not found");

/** The public page a certificate's QR code and link open. */
export const verificationUrl = (origin: string, code: string) => `${origin}/verify/${encodeURIComponent(code)}`;

export async function certificateFileRoutes(
  app: FastifyInstance,
  { db, publicOrigin }: { db: Db; publicOrigin: string | undefined },
) {
  app.get<{ Params: { file: string } }>(
    "/certificate-files/:file",
    { config: { access: "public", apiKey: false }, schema: { hide: true } },
    async (request, reply) => {
      const match = /^(\d{1,9})\.pdf$/.exec(request.params.file);
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
      const pdf = await certificatePdf(certificate, {
        verifyUrl: verificationUrl(siteOrigin(request, publicOrigin), certificate.code),
        issuer: provider.name,
      });
      return reply
        .header(
          "Content-Disposition",
          `attachment; filename="certificate-${certificate.code.replace(/[^0-9A-Z-]/g, "")}.pdf"`,
        )
        .type("application/pdf")
        .send(pdf);
    },
  );
}
