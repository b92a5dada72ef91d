import type { Bundle } from "@skillbridge/core";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { learningBundles } from "../../db/schema.ts";

export const bundleRepository = {
  async list(db: Executor, includeInactive: boolean): Promise<Bundle[]> {
    const rows = await db
      .select({
        id: learningBundles.id,
        LBIcon: learningBundles.icon,
        LBTitle: learningBundles.title,
        LBDesc: learningBundles.description,
        status: learningBundles.status,
      })
      .from(learningBundles)
      .where(includeInactive ? undefined : eq(learningBundles.status, "A"))
      .orderBy(asc(learningBundles.position), asc(learningBundles.id));
    return rows.map((row) => ({ ...row, status: row.status as Bundle["status"] }));
  },
};
