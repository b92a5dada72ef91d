import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const WELL_FORMED = /^[\w-]{8,64}$/;

/**
 * Marks the API calls a page render makes in-process (server/plugins/web.ts), which carry the
 * page's request id: known only inside this process, so no client can present it.
 */
export const INTERNAL_CALL_HEADER = "x-internal-call";
export const INTERNAL_CALL_TOKEN = randomBytes(24).toString("base64url");

/**
 * A request id per request. A well-formed X-Request-Id is reused only behind a trusted proxy
 * (TRUST_PROXY), so that logs line up with the proxy's; from anyone else it is ignored, so a
 * client cannot write what it likes into our log lines or make two requests look like one.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers["x-request-id"];
    const trusted = trustProxy || request.headers[INTERNAL_CALL_HEADER] === INTERNAL_CALL_TOKEN;
    return trusted && typeof incoming === "string" && WELL_FORMED.test(incoming) ? incoming : randomUUID();
  };
}
