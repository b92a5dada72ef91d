// The only place that queries for the health check: whether the database answers at all.
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";

export const healthRepository = {
  async ping(db: Executor): Promise<void> {
    await db.execute(sql`select 1`);
  },
};
