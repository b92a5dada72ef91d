// A password never travels in a web address. A request whose query names one (an old
// page's form sent as GET, a hand-made link) is refused before any handler sees it: the visitor
// learns to use the form, and nothing is done with what the address carried.
import { apiMessages } from "@skillbridge/core";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { queryHasPassword } from "./log-redaction.ts";

export const noSecretsInUrlsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    if (queryHasPassword(request.url)) {
      return reply.status(400).header("cache-control", "no-store").send({ detail: apiMessages.passwordInUrl });
    }
  });
});
