// The only place that queries the group price tiers.
import type { AdminGroupTier, GroupPriceTier, GroupTierInput } from "@skillbridge/core/money";
import { asc, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { groupPriceTiers } from "../../db/schema.ts";

type StoredTier = typeof groupPriceTiers.$inferSelect;

const view = (row: StoredTier): AdminGroupTier => ({
  id: row.id,
  minSeats: row.minSeats,
  percentOff: row.percentOff,
  updatedAt: row.updatedAt.toISOString(),
});

export const groupTierRepository = {
  /** Every tier, fewest seats first. */
  async list(db: Executor): Promise<AdminGroupTier[]> {
    const rows = await db.select().from(groupPriceTiers).orderBy(asc(groupPriceTiers.minSeats));
    return rows.map(view);
  },

  /** The tiers as the pricing rule reads them. */
  async rules(db: Executor): Promise<GroupPriceTier[]> {
    return db
      .select({ minSeats: groupPriceTiers.minSeats, percentOff: groupPriceTiers.percentOff })
      .from(groupPriceTiers);
  },

  /** Sets the tier starting at this seat count (one per count: the unique index settles a race). */
  async save(tx: Tx, input: GroupTierInput): Promise<{ before: AdminGroupTier | null; after: AdminGroupTier }> {
    const [existing] = await tx
      .select()
      .from(groupPriceTiers)
      .where(eq(groupPriceTiers.minSeats, input.minSeats))
      .for("update");
    const [row] = await tx
      .insert(groupPriceTiers)
      .values(input)
      .onConflictDoUpdate({
        target: groupPriceTiers.minSeats,
        set: { percentOff: input.percentOff, updatedAt: sql`now()` },
      })
      .returning();
    return { before: existing ? view(existing) : null, after: view(row!) };
  },

  async remove(tx: Tx, id: number): Promise<AdminGroupTier | null> {
    const [row] = await tx.delete(groupPriceTiers).where(eq(groupPriceTiers.id, id)).returning();
    return row ? view(row) : null;
  },
};
