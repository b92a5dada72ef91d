import type { Testimonial } from "@skillbridge/core";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { testimonials } from "../../db/schema.ts";

export const testimonialRepository = {
  async list(db: Executor, includeInactive: boolean): Promise<Testimonial[]> {
    const rows = await db
      .select({
        id: testimonials.id,
        learnerName: testimonials.learnerName,
        learnerImg: testimonials.learnerImg,
        feedbackMsg: testimonials.message,
        status: testimonials.status,
      })
      .from(testimonials)
      .where(includeInactive ? undefined : eq(testimonials.status, "A"))
      .orderBy(asc(testimonials.id));
    return rows.map((row) => ({ ...row, status: row.status as Testimonial["status"] }));
  },
};
