// The authorised signatory's signature picture (back office → business settings; admins only):
// set from a PNG or JPEG of at most 200 kB — judged by its first bytes, whatever the file claims
// to be — or removed. Kept beside the settings as base64 and frozen into each tax invoice and
// credit note issued after (documents issued before keep what they had). Audited by the picture's
// type, size and fingerprint, never the picture itself.
import { paymentEndpoints } from "@skillbridge/core";
import { SIGNATURE_MAX_BASE64_CHARS, SIGNATURE_MAX_BYTES, signatureMessages } from "@skillbridge/core/money";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { loadPdfKit, loadSharp } from "../lazy-libraries.ts";
import { staffAdminRepository } from "../staff-admin/repository.ts";
import { adminOnly } from "./admin-routes.ts";
import { auditedSettings, settingsRepository, settingsView, signatureTypeOf } from "./settings-repository.ts";

/** Sets or removes the picture in one audited transaction: the settings after, or null when none are saved. */
function replaceSignature(db: Db, request: FastifyRequest, imageBase64: string | null) {
  return auditedWrite(db, actorOf(request), async (tx, audit) => {
    const before = await settingsRepository.get(tx);
    if (!before) return null;
    const after = await settingsRepository.setSignature(tx, imageBase64);
    await audit({
      action: imageBase64 ? "business-settings.signature" : "business-settings.signature-remove",
      entity: "business_settings",
      entityId: 1,
      before: { signature: auditedSettings(before)?.signature ?? null },
      after: { signature: auditedSettings(after)?.signature ?? null },
    });
    return after;
  });
}

/**
 * Whether the picture decodes whole (sharp, which refuses a damaged file) and opens in the PDF
 * library that draws it on documents: a picture that passed the sniff but not these would break
 * every document issued after.
 */
async function readable(bytes: Uint8Array): Promise<boolean> {
  try {
    const sharp = await loadSharp();
    await sharp(bytes, { failOn: "error", limitInputPixels: 4_000_000 }).raw().toBuffer();
    const PDFDocument = await loadPdfKit();
    new PDFDocument({ autoFirstPage: true }).image(Buffer.from(bytes), 0, 0, { fit: [200, 40] });
    return true;
  } catch {
    return false;
  }
}

async function refusedNonAdmin(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if ((await staffAdminRepository.activeRole(db, request.viewer!.id)) === "admin") return false;
  await reply.status(403).send({ detail: adminOnly });
  return true;
}

export const signatureRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(paymentEndpoints.saveSignature),
    // Room for the base64 of a picture twice the limit, so one too large gets its own message.
    bodyLimit: SIGNATURE_MAX_BASE64_CHARS + 1024,
    errorHandler(error: FastifyError, _request, reply) {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
        return reply.status(413).send({ detail: signatureMessages.tooLarge });
      throw error;
    },
    handler: async (request, reply) => {
      if (await refusedNonAdmin(db, request, reply)) return reply;
      const bytes = new Uint8Array(Buffer.from(request.body.imageBase64, "base64"));
      if (bytes.byteLength === 0) return reply.status(422).send({ detail: signatureMessages.missing });
      if (bytes.byteLength > SIGNATURE_MAX_BYTES) return reply.status(413).send({ detail: signatureMessages.tooLarge });
      if (!signatureTypeOf(bytes)) return reply.status(415).send({ detail: signatureMessages.wrongType });
      if (!(await readable(bytes))) return reply.status(422).send({ detail: signatureMessages.unreadable });
      // Stored as clean base64 of the bytes read, whatever spacing the post had.
      const saved = await replaceSignature(db, request, Buffer.from(bytes).toString("base64"));
      if (!saved) return reply.status(409).send({ detail: signatureMessages.noSettings });
      return settingsView(saved);
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.removeSignature),
    handler: async (request, reply) => {
      if (await refusedNonAdmin(db, request, reply)) return reply;
      const saved = await replaceSignature(db, request, null);
      if (!saved) return reply.status(409).send({ detail: signatureMessages.noSettings });
      return settingsView(saved);
    },
  });
};
