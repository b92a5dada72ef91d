import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** A request id per request, reusing a well-formed one from a proxy so logs line up. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}
