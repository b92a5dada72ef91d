// The back office's queries of testimonials; writes run inside the caller's audited
// transaction (audit/audit.ts).
import type { AdminTestimonial } from "@skillbridge/core/admin/testimonial";
import { desc, eq } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";

export type TestimonialValues = Omit<typeof testimonials.$inferInsert, "id">;

const toAdmin = (row: typeof testimonials.$inferSelect): AdminTestimonial => ({
  id: row.id,
  learnerName: row.learnerName,
  learnerImg: row.learnerImg,
  message: row.message,
  status: row.status as AdminTestimonial["status"],
});

export const testimonialAdminRepository = {
  /** Newest first: a testimonial just added is at the top. */
  async list(db: Executor): Promise<AdminTestimonial[]> {
    const rows = await db.select().from(testimonials).orderBy(desc(testimonials.id));
    return rows.map(toAdmin);
  },

  async find(db: Executor, id: number, lock = false): Promise<AdminTestimonial | null> {
    const query = db.select().from(testimonials).where(eq(testimonials.id, id));
    const [row] = await (lock ? query.for("update") : query);
    return row ? toAdmin(row) : null;
  },

  async insert(tx: Tx, values: TestimonialValues): Promise<AdminTestimonial> {
    const [row] = await tx.insert(testimonials).values(values).returning();
    return toAdmin(row!);
  },

  async update(tx: Tx, id: number, values: Partial<TestimonialValues>): Promise<AdminTestimonial> {
    const [row] = await tx.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
    return toAdmin(row!);
  },
};
