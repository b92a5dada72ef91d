// The only place that queries and writes domains for staff: with their course counts
// and public order. Writes run inside the caller's audited transaction (audit/audit.ts).
import type { AdminDomain, DomainCreateData, DomainUpdateData } from "@skillbridge/core/admin/catalogue";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, domains } from "../../db/schema.ts";

const domainColumns = {
  id: domains.id,
  domain: domains.name,
  status: domains.status,
  icon: domains.icon,
  position: domains.position,
  courseCount: sql<number>`count(${courses.id})`.mapWith(Number),
  activeCourseCount: sql<number>`count(${courses.id}) filter (where ${courses.status} = 'A')`.mapWith(Number),
};

async function selectDomains(db: Executor, where?: SQL): Promise<AdminDomain[]> {
  const rows = await db
    .select(domainColumns)
    .from(domains)
    .leftJoin(courses, eq(courses.domainId, domains.id))
    .where(where)
    .groupBy(domains.id)
    .orderBy(asc(domains.position), asc(domains.id));
  return rows.map((row) => ({ ...row, status: row.status as AdminDomain["status"] }));
}

async function listDomains(db: Executor): Promise<AdminDomain[]> {
  return selectDomains(db);
}

async function domainById(db: Executor, id: number): Promise<AdminDomain | null> {
  const [row] = await selectDomains(db, eq(domains.id, id));
  return row ?? null;
}

/** A new domain goes last in the public order. */
async function insertDomain(db: Executor, values: DomainCreateData): Promise<number> {
  const [row] = await db
    .insert(domains)
    .values({
      name: values.domain,
      icon: values.icon ?? null,
      status: values.status ?? "A",
      position: sql`(select coalesce(max(${domains.position}), -1) + 1 from ${domains})`,
    })
    .returning({ id: domains.id });
  return row!.id;
}

async function updateDomain(db: Executor, id: number, patch: DomainUpdateData): Promise<void> {
  await db
    .update(domains)
    .set({
      ...(patch.domain !== undefined ? { name: patch.domain } : {}),
      ...(patch.icon !== undefined ? { icon: patch.icon } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
    })
    .where(eq(domains.id, id));
}

/**
 * Moves a domain one place up or down in the order and renumbers every domain 0…n-1, so that
 * equal or sparse positions (old data) end up as a clean sequence. Returns false at either end.
 */
async function moveDomain(db: Executor, id: number, direction: "up" | "down"): Promise<boolean> {
  // Lock the rows so that two moves at once cannot interleave.
  const order = await db
    .select({ id: domains.id, position: domains.position })
    .from(domains)
    .orderBy(asc(domains.position), asc(domains.id))
    .for("update");
  const index = order.findIndex((row) => row.id === id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= order.length) return false;
  [order[index], order[target]] = [order[target]!, order[index]!];
  for (const [position, row] of order.entries()) {
    if (row.position !== position) await db.update(domains).set({ position }).where(eq(domains.id, row.id));
  }
  return true;
}

export const domainAdminRepository = { listDomains, domainById, insertDomain, updateDomain, moveDomain };
