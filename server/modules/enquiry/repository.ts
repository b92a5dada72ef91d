// The only place that queries enquiries (about a course, an event, a proposal or a contact
// message), and the event an event enquiry names.
import type { Enquiry } from "@skillbridge/core";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { enquiries, events } from "../../db/schema.ts";
import type { submissionColumns } from "../submission/screening.ts";

type Executor = Pick<Db, "select" | "insert">;

function toEnquiry(row: typeof enquiries.$inferSelect): Enquiry {
  return {
    id: row.id,
    kind: row.kind as Enquiry["kind"],
    ict_id: row.courseId,
    eventId: row.eventId,
    eName: row.name,
    eEmail: row.email,
    eContact: row.contact,
    eQuery: row.query,
    eSrc: row.source as Enquiry["eSrc"],
    status: row.status as Enquiry["status"],
    createdAt: row.createdAt.toISOString(),
  };
}

export type EnquiryInsert = {
  kind: Enquiry["kind"];
  courseId: number | null;
  eventId: number | null;
  name: string;
  email: string;
  contact: string;
  query: string;
  source: string;
} & ReturnType<typeof submissionColumns>;

export const enquiryRepository = {
  async insert(db: Executor, input: EnquiryInsert): Promise<Enquiry> {
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
  /** An active event an enquiry may name, with what its acknowledgement shows. */
  async activeEvent(db: Executor, id: number) {
    const [row] = await db
      .select({
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        durationMinutes: events.durationMinutes,
      })
      .from(events)
      .where(and(eq(events.id, id), eq(events.status, "A")));
    return row ?? null;
  },
};
