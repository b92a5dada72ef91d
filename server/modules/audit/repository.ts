// The only place that queries the audit log: each row written (audit.ts says what goes in it),
// and read newest first, paged, filtered by what was changed, who changed it and when (days in
// India Standard Time).
import type { AuditEntry, AuditQuery } from "@skillbridge/core";
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { auditLog, staff } from "../../db/schema.ts";

export type AuditFilters = Pick<AuditQuery, "entity" | "entityId" | "staffId" | "from" | "to">;

/** The start of a day in India (UTC+05:30, no daylight saving). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions = [
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.staffId ? eq(auditLog.staffId, filters.staffId) : undefined,
    filters.from ? gte(auditLog.at, startOfDay(filters.from)) : undefined,
    filters.to ? lt(auditLog.at, dayAfter(filters.to)) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export const auditRepository = {
  /** Writes one row; inside the transaction of the change it records (auditedWrite). */
  async insert(db: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
    await db.insert(auditLog).values(row);
  },

  async page(
    db: Executor,
    limit: number,
    offset: number,
    filters: AuditFilters = {},
  ): Promise<{ entries: AuditEntry[]; total: number }> {
    const where = whereOf(filters);
    const [rows, [total]] = await Promise.all([
      db
        .select({ entry: auditLog, staffName: staff.name })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.staffId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(auditLog).where(where),
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

  /** The kinds of record the log holds, for the filter. */
  async entities(db: Executor): Promise<string[]> {
    const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
    return rows.map((row) => row.entity);
  },
};
