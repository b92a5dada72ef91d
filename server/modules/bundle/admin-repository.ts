// The back office's queries of learning bundles: the ordered list and the writes,
// which run inside the caller's audited transaction (audit/audit.ts).
import type { AdminBundle } from "@skillbridge/core/admin/bundle";
import { asc, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { learningBundles } from "../../db/schema.ts";

export type BundleValues = Omit<typeof learningBundles.$inferInsert, "id" | "position">;

const toAdmin = (row: typeof learningBundles.$inferSelect): AdminBundle => ({
  id: row.id,
  icon: row.icon,
  title: row.title,
  description: row.description,
  position: row.position,
  status: row.status as AdminBundle["status"],
});

/** The public order (position, then id), which the back office shows and reorders. */
const order = [asc(learningBundles.position), asc(learningBundles.id)];

export const bundleAdminRepository = {
  async list(db: Executor): Promise<AdminBundle[]> {
    return (
      await db
        .select()
        .from(learningBundles)
        .orderBy(...order)
    ).map(toAdmin);
  },

  async find(db: Executor, id: number, lock = false): Promise<AdminBundle | null> {
    const query = db.select().from(learningBundles).where(eq(learningBundles.id, id));
    const [row] = await (lock ? query.for("update") : query);
    return row ? toAdmin(row) : null;
  },

  /** A new bundle goes last. */
  async insert(tx: Tx, values: BundleValues): Promise<AdminBundle> {
    const [row] = await tx
      .insert(learningBundles)
      .values({
        ...values,
        position: sql`(select coalesce(max(${learningBundles.position}), -1) + 1 from ${learningBundles})`,
      })
      .returning();
    return toAdmin(row!);
  },

  async update(tx: Tx, id: number, values: Partial<BundleValues>): Promise<AdminBundle> {
    const [row] = await tx.update(learningBundles).set(values).where(eq(learningBundles.id, id)).returning();
    return toAdmin(row!);
  },

  /**
   * Moves one bundle a place up or down: the rows are locked, the two swap places and every
   * position is rewritten as 0, 1, 2… (older rows may share a position). Returns the new order,
   * or null when the bundle does not exist; a move past either end changes nothing.
   */
  async move(tx: Tx, id: number, direction: "up" | "down"): Promise<{ before: number[]; after: number[] } | null> {
    const rows = await tx
      .select()
      .from(learningBundles)
      .orderBy(...order)
      .for("update");
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return null;
    const before = rows.map((row) => row.id);
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= rows.length) return { before, after: before };
    const ids = [...before];
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    for (const [position, rowId] of ids.entries()) {
      if (rows.find((row) => row.id === rowId)!.position !== position) {
        await tx.update(learningBundles).set({ position }).where(eq(learningBundles.id, rowId));
      }
    }
    return { before, after: ids };
  },
};
