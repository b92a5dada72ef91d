// POST /api/admin/media (staff): one uploaded file as the raw request body, with its Content-Type
// and an optional x-file-name. Checked for type (declared and sniffed) and size before anything is
// stored; answers { id, url, … } to put in a course image, event picture or study material.
// GET /media/{file} serves stored files under their unguessable names: images to
// anyone, with immutable caching (the URL names the content); PDFs — study materials — only to
// staff and to learners enrolled in a batch of a course listing the file as a material, privately
// and never stored, named after the material. Anyone else gets the 404 of a name that is not a file.

import { mediaEndpoints } from "@skillbridge/core";
import {
  DOCUMENT_MAX_BYTES,
  isDocumentType,
  type MediaType,
  uploadMessages,
  uploadProblem,
} from "@skillbridge/core/admin/media";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { FILE_CSP } from "../../plugins/security.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { mediaRepository as media } from "./repository.ts";
import { sniffMediaType } from "./sniff.ts";

const fileName = (header: string | string[] | undefined): string => {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return "";
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    name = raw;
  }
  // Only the last path segment, without control characters, and short enough for a table cell.
  const last = name.split(/[\\/]/).pop() ?? "";
  return [...last]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .slice(0, 200);
};

export const mediaUploadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // This plugin's routes take any body type as raw bytes; the handler decides what is acceptable.
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: DOCUMENT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOf(mediaEndpoints.upload),
    bodyLimit: DOCUMENT_MAX_BYTES,
    errorHandler(error: FastifyError, request, reply) {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        const type = String(request.headers["content-type"] ?? "");
        const detail = type.startsWith("image/") ? uploadMessages.imageTooLarge : uploadMessages.documentTooLarge;
        return reply.status(413).send({ detail });
      }
      throw error;
    },
    handler: async (request, reply) => {
      const declared = String(request.headers["content-type"] ?? "")
        .split(";")[0]!
        .trim()
        .toLowerCase();
      const bytes = Buffer.isBuffer(request.body) ? request.body : null;
      const size = bytes?.byteLength ?? 0;
      const problem = uploadProblem(declared, size);
      if (problem) return reply.status(problem === uploadMessages.wrongType ? 415 : 413).send({ detail: problem });
      if (sniffMediaType(bytes!) !== declared) return reply.status(415).send({ detail: uploadMessages.notWhatItSays });
      const stored = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const result = await media.store(tx, {
          bytes: bytes!,
          contentType: declared as MediaType,
          name: fileName(request.headers["x-file-name"]),
          staffId: request.viewer!.id,
        });
        if (result.created) {
          await audit({ action: "upload", entity: "media", entityId: result.media.id, after: result.media });
        }
        return result.media;
      });
      return reply.status(201).send(stored);
    },
  });
};

/** A study material's name as a file name: what the learner's download is saved as. */
const pdfFileName = (name: string) => {
  const clean = [...name]
    .filter((char) => char >= " " && char !== "\u007f" && char !== "/" && char !== "\\")
    .join("")
    .trim();
  return /\.pdf$/i.test(clean) ? clean : `${clean || "material"}.pdf`;
};

/** RFC 8187's encoding for `filename*`: encodeURIComponent leaves ' ( ) * and ! as they are. */
const headerValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const notFound = (reply: FastifyReply) => reply.status(404).type("text/plain; charset=utf-8").send("Not found");

/**
 * GET /media/{file}: outside /api (pages link to it like any image). Not in core's endpoint map:
 * it answers the file's bytes, not JSON, and the web app never calls it, only links to it.
 * The auth plugin resolves viewers for /api only: a PDF's reader is looked up here (app.viewerOf),
 * from the session cookie the browser sends with the learner's click, or a bearer token.
 */
export async function mediaFileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Params: { file: string } }>(
    "/media/:file",
    { config: { access: "public", apiKey: false }, schema: { hide: true } },
    async (request, reply) => {
      const row = await media.byFileName(db, request.params.file);
      if (!row) return notFound(reply);
      let fileName = row.name || request.params.file;
      const document = isDocumentType(row.contentType);
      if (document) {
        const viewer = await app.viewerOf(request);
        if (!viewer) return notFound(reply);
        const staff = viewer.role === "staff";
        const materials = await media.materialNames(db, `/media/${request.params.file}`, staff ? undefined : viewer.id);
        // A learner reads only the materials of their own courses; staff read any upload.
        if (!staff && materials.length === 0) return notFound(reply);
        if (materials[0]) fileName = pdfFileName(materials[0]);
      }
      const etag = `"${row.sha256}"`;
      reply
        .header("Cache-Control", document ? "private, no-store" : "public, max-age=31536000, immutable")
        .header("ETag", etag)
        .header("Content-Security-Policy", FILE_CSP)
        .header("Content-Disposition", `inline; filename*=UTF-8''${headerValue(fileName)}`);
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.type(row.contentType).send(Buffer.from(row.bytes));
    },
  );
}
