// The only place that queries course enquiries.
import type { Enquiry } from "@skillbridge/core";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { enquiries } from "../../db/schema.ts";

type Executor = Pick<Db, "select" | "insert">;

function toEnquiry(row: typeof enquiries.$inferSelect): Enquiry {
  return {
    id: row.id,
    ict_id: row.courseId,
    eName: row.name,
    eEmail: row.email,
    eContact: row.contact,
    eQuery: row.query,
    eSrc: row.source as Enquiry["eSrc"],
    status: row.status as Enquiry["status"],
    createdAt: row.createdAt.toISOString(),
  };
}

export const enquiryRepository = {
  async insert(
    db: Executor,
    input: { courseId: number; name: string; email: string; contact: string; query: string; source: string },
  ): Promise<Enquiry> {
    const [row] = await db.insert(enquiries).values(input).returning();
    if (!row) throw new Error("enquiry insert returned nothing");
    return toEnquiry(row);
  },
  async byId(db: Executor, id: number): Promise<Enquiry | null> {
    const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
    return row ? toEnquiry(row) : null;
  },
  async list(db: Executor): Promise<Enquiry[]> {
    const rows = await db.select().from(enquiries).orderBy(desc(enquiries.createdAt), desc(enquiries.id));
    return rows.map(toEnquiry);
  },
};
