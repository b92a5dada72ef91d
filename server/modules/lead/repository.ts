// The only place that queries leads (enrolment requests).
import type { Lead } from "@skillbridge/core";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import type { submissionColumns } from "../submission/screening.ts";

function toLead(row: typeof leads.$inferSelect): Lead {
  return {
    id: row.id,
    leadName: row.name,
    leadEmail: row.email,
    leadContact: row.contact,
    briefRequirement: row.briefRequirement,
    leadStatus: row.status as Lead["leadStatus"],
    ictId_id: row.courseId,
    trainingId: row.trainingCardId,
    createdAt: row.createdAt.toISOString(),
  };
}

export const leadRepository = {
  async insert(
    db: Executor,
    input: {
      name: string;
      email: string;
      contact: string;
      briefRequirement: string;
      courseId: number;
      trainingCardId: number | null;
    } & ReturnType<typeof submissionColumns>,
  ): Promise<Lead> {
    const [row] = await db
      .insert(leads)
      .values({ ...input, status: "new" })
      .returning();
    if (!row) throw new Error("lead insert returned nothing");
    return toLead(row);
  },
  async byId(db: Executor, id: number): Promise<Lead | null> {
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    return row ? toLead(row) : null;
  },
};
