import type { Bundle } from "@skillbridge/core";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { learningBundles } from "../../db/schema.ts";

export function createBundleRepository(db: Db) {
  return {
    list: (includeInactive: boolean): Promise<Bundle[]> =>
      db
        .select({
          id: learningBundles.id,
          LBIcon: learningBundles.icon,
          LBTitle: learningBundles.title,
          LBDesc: learningBundles.description,
        })
        .from(learningBundles)
        .where(includeInactive ? undefined : eq(learningBundles.status, "A"))
        .orderBy(asc(learningBundles.position), asc(learningBundles.id)),
  };
}
export type BundleRepository = ReturnType<typeof createBundleRepository>;
