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

export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
