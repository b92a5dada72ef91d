// The only place that reads the audit log.
import type { AuditEntry } from "@skillbridge/core";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, staff } from "../../db/schema.ts";

export function createAuditRepository(db: Db) {
  return {
    async page(limit: number, offset: number): Promise<{ entries: AuditEntry[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, staffName: staff.name })
          .from(auditLog)
          .leftJoin(staff, eq(staff.id, auditLog.staffId))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(auditLog),
      ]);
      return {
        total: total?.n ?? 0,
        entries: rows.map(({ entry, staffName }) => ({
          id: entry.id,
          staffId: entry.staffId,
          staffName,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId,
          before: entry.before,
          after: entry.after,
          at: entry.at.toISOString(),
          requestId: entry.requestId,
          ip: entry.ip,
        })),
      };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
