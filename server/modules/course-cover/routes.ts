// Course covers.
// POST /api/admin/courses/{id}/cover (staff): the picture's bytes as the body. Refused before
// anything is stored: another type than PNG, JPEG or WebP (an SVG drawing, declared or disguised,
// gets its own message), over 2 MB, content not matching its type, unreadable or under 640 px
// wide. Otherwise resized to 16:9 at 320, 640 and 960 px as AVIF and WebP, replacing the
// course's previous cover; audited; the public pages are refreshed.
// GET /media/covers/{token}-{width}.{avif|webp}: a variant, cached for good (a new upload is a new
// token). GET /covers/{id}.svg: the generated cover of an active course.
import { courseCoverEndpoints } from "@skillbridge/core";
import { COVER_FORMATS, type CoverFormat, coverMessages } from "@skillbridge/core/admin/cover";
import { IMAGE_MAX_BYTES, isImageType, uploadMessages } from "@skillbridge/core/admin/media";
import { apiMessages } from "@skillbridge/core/messages";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { FILE_CSP } from "../../plugins/security.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { sniffMediaType } from "../media/sniff.ts";
import { generatedCover } from "./generated.ts";
import { courseCoverRepository as repo } from "./repository.ts";
import { coverVariants, PictureTooSmall, UnreadablePicture } from "./resize.ts";

/** An SVG (or any XML) drawing, whatever it claims to be: text starting with "<" after a BOM or spaces. */
const looksLikeSvg = (bytes: Uint8Array) =>
  /^(\uFEFF)?\s*<(\?xml|svg|!DOCTYPE|!--)/i.test(Buffer.from(bytes.subarray(0, 256)).toString("utf8"));

export const courseCoverUploadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: IMAGE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOf(courseCoverEndpoints.upload),
    bodyLimit: IMAGE_MAX_BYTES,
    errorHandler(error: FastifyError, _request, reply) {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
        return reply.status(413).send({ detail: uploadMessages.imageTooLarge });
      throw error;
    },
    handler: async (request, reply) => {
      const declared = String(request.headers["content-type"] ?? "")
        .split(";")[0]!
        .trim()
        .toLowerCase();
      const bytes = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array();
      if (bytes.byteLength === 0) return reply.status(415).send({ detail: uploadMessages.empty });
      if (declared === "image/svg+xml" || looksLikeSvg(bytes))
        return reply.status(415).send({ detail: coverMessages.svg });
      if (!isImageType(declared)) return reply.status(415).send({ detail: uploadMessages.wrongImageType });
      if (bytes.byteLength > IMAGE_MAX_BYTES) return reply.status(413).send({ detail: uploadMessages.imageTooLarge });
      if (sniffMediaType(bytes) !== declared) return reply.status(415).send({ detail: uploadMessages.notWhatItSays });
      if (!(await repo.courseExists(db, request.params.id))) {
        return reply.status(404).send({ detail: apiMessages.courseNotFound });
      }
      let variants: Awaited<ReturnType<typeof coverVariants>>;
      try {
        variants = await coverVariants(bytes);
      } catch (error) {
        if (error instanceof PictureTooSmall)
          return reply.status(422).send({ detail: [{ loc: ["body"], msg: coverMessages.tooSmall }] });
        if (error instanceof UnreadablePicture) return reply.status(415).send({ detail: coverMessages.unreadable });
        throw error;
      }
      const coverToken = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const token = await repo.replace(tx, request.params.id, variants);
        await audit({
          action: "course.cover",
          entity: "course",
          entityId: request.params.id,
          after: { coverToken: token },
        });
        return token;
      });
      publicContentChanged(request.server);
      return reply.status(201).send({ coverToken });
    },
  });
};

const notFound = (reply: FastifyReply) => reply.status(404).type("text/plain; charset=utf-8").send("Not found");
const VARIANT = /^([0-9a-f]{32})-(\d{3,4})\.(avif|webp)$/;

/** Outside /api: pages link to these like any image (not in the endpoint map: they answer bytes). */
export async function courseCoverFileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Params: { file: string } }>(
    "/media/covers/:file",
    { config: { access: "public", apiKey: false }, schema: { hide: true } },
    async (request, reply) => {
      const match = VARIANT.exec(request.params.file);
      if (!match || !(COVER_FORMATS as readonly string[]).includes(match[3]!)) return notFound(reply);
      const bytes = await repo.variant(db, match[1]!, Number(match[2]), match[3] as CoverFormat);
      if (!bytes) return notFound(reply);
      return reply
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("Content-Security-Policy", FILE_CSP)
        .type(`image/${match[3]}`)
        .send(Buffer.from(bytes));
    },
  );
  app.get<{ Params: { file: string } }>(
    "/covers/:file",
    { config: { access: "public", apiKey: false }, schema: { hide: true } },
    async (request, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
      const subject = match ? await repo.subject(db, Number(match[1])) : null;
      if (!subject) return notFound(reply);
      return reply
        .header("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800")
        .header("Content-Security-Policy", FILE_CSP)
        .type("image/svg+xml; charset=utf-8")
        .send(generatedCover(subject));
    },
  );
}
