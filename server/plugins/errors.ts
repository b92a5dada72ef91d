// One error shape for every answer (contract): {"detail": "..."} or, for invalid input,
// {"detail": [{"loc": [...], "msg": "..."}]}. No stack trace, SQL or path ever leaves the server.
import { apiMessages } from "@skillbridge/core";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

type Issue = { instancePath: string; message?: string; params?: Record<string, unknown> };

function validationDetail(context: string | undefined, issues: Issue[]) {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.split("/").filter(Boolean);
    const keys = issue.params?.keys;
    // strictObject reports unknown keys on the parent: name each key instead.
    if (Array.isArray(keys) && keys.length > 0) {
      return keys.map((key) => ({ loc: [context ?? "body", ...path, String(key)], msg: `Unknown field "${key}"` }));
    }
    return [{ loc: [context ?? "body", ...path], msg: issue.message ?? "Invalid value" }];
  });
}

const clientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, apiMessages.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, apiMessages.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, apiMessages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, apiMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "Invalid Content-Length"],
};

/** PostgreSQL text cannot hold U+0000: a NUL in any input would fail its query with a 500. */
export const NUL_REFUSED = "Must not contain the NUL character (U+0000)";

/**
 * Where the first string containing NUL sits in a parsed body, query or params. Iterative and
 * only a few levels deep: no schema nests deeper, so deeper values never reach the database.
 */
function nulPath(value: unknown, maxDepth = 8): (string | number)[] | null {
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return path;
    } else if (item && typeof item === "object" && path.length < maxDepth) {
      for (const [key, inner] of Object.entries(item))
        stack.push([inner, [...path, Array.isArray(item) ? Number(key) : key]]);
    }
  }
  return null;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A NUL is never part of a real name, message or search text: in any input an API route
  // validates (and may store or search with), it is refused as invalid before it reaches the database.
  app.addHook("preValidation", async (request, reply) => {
    const schema = request.routeOptions.schema;
    if (!schema || !request.url.startsWith("/api/")) return;
    for (const [context, value, validated] of [
      ["body", request.body, schema.body],
      ["querystring", request.query, schema.querystring],
      ["params", request.params, schema.params],
    ] as const) {
      const path = validated ? nulPath(value) : null;
      if (path) return reply.status(422).send({ detail: [{ loc: [context, ...path], msg: NUL_REFUSED }] });
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ detail: validationDetail(error.validationContext, error.validation as Issue[]) });
    }
    if (error.validation) {
      return reply.status(400).send({ detail: validationDetail(error.validationContext, error.validation as Issue[]) });
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ detail: known[1] });
    if (error instanceof SyntaxError) return reply.status(400).send({ detail: apiMessages.invalidJson });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ detail: apiMessages.tooManyRequests });
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, "client error");
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ detail: apiMessages.serverError });
  });
});
