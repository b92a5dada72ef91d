// Every staff write goes through auditedWrite: the change and its audit row (who, what, when,
// before/after, request id and address) are written in one transaction, so the log can never
// miss a change that was committed, nor record one that was rolled back.
import type { FastifyRequest } from "fastify";
import type { Db, Executor, Tx } from "../../db/client.ts";
import { auditRepository } from "./repository.ts";

export type Actor = { staffId: number | null; requestId: string; ip: string };
export type AuditInput = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
};
export type Audit = (entry: AuditInput) => Promise<void>;

/** Who acts: the signed-in staff member (or `staffId` when the session is only being created). */
export function actorOf(request: FastifyRequest, staffId?: number): Actor {
  return {
    staffId: staffId ?? (request.viewer?.role === "staff" ? request.viewer.id : null),
    requestId: String(request.id),
    ip: request.ip,
  };
}

/** JSON-safe copy: dates as ISO strings, undefined dropped (jsonb keeps what JSON keeps). */
function snapshot(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

export async function writeAudit(tx: Executor, actor: Actor, entry: AuditInput): Promise<void> {
  await auditRepository.insert(tx, {
    staffId: actor.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    requestId: actor.requestId,
    ip: actor.ip,
  });
}

export function auditedWrite<T>(db: Db, actor: Actor, work: (tx: Tx, audit: Audit) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx, (entry) => writeAudit(tx, actor, entry)));
}
