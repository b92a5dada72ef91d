import type { Domain } from "@skillbridge/core";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { domains } from "../../db/schema.ts";

export const domainRepository = {
  async list(db: Executor, includeInactive: boolean): Promise<Domain[]> {
    const rows = await db
      .select({ id: domains.id, domain: domains.name, status: domains.status, icon: domains.icon })
      .from(domains)
      .where(includeInactive ? undefined : eq(domains.status, "A"))
      .orderBy(asc(domains.position), asc(domains.id));
    return rows.map((row) => ({ ...row, status: row.status as Domain["status"] }));
  },
};
