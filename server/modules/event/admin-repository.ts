// The back office's queries of events: a paged list (upcoming or past) and the writes,
// which run inside the caller's audited transaction (audit/audit.ts).
import type { AdminEvent, AdminEventQuery } from "@skillbridge/core/admin/event";
import { dayInIndia } from "@skillbridge/core/rules";
import { asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { courses, events } from "../../db/schema.ts";

export type EventValues = Omit<typeof events.$inferInsert, "id">;

/** Upcoming from the start of today in India (whole days), past before it. */
function startOfTodayInIndia(now = new Date()): Date {
  return new Date(`${dayInIndia(now)}T00:00:00+05:30`);
}

const columns = { row: events, courseName: courses.name };
function toAdminEvent({ row, courseName }: { row: typeof events.$inferSelect; courseName: string | null }): AdminEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    pic: row.pic,
    courseId: row.courseId,
    courseName,
    status: row.status as AdminEvent["status"],
  };
}

export const eventAdminRepository = {
  async page(db: Executor, query: Required<Pick<AdminEventQuery, "limit" | "offset">> & Pick<AdminEventQuery, "when">) {
    const today = startOfTodayInIndia();
    const where: SQL | undefined =
      query.when === "upcoming"
        ? gte(events.startsAt, today)
        : query.when === "past"
          ? lt(events.startsAt, today)
          : undefined;
    // Upcoming soonest first; past (and all) latest first.
    const order =
      query.when === "upcoming" ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select(columns)
        .from(events)
        .leftJoin(courses, eq(courses.id, events.courseId))
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(query.offset),
      db.select({ n: count() }).from(events).where(where),
    ]);
    return { items: rows.map(toAdminEvent), total: total?.n ?? 0 };
  },

  async find(db: Executor, id: number, lock = false): Promise<AdminEvent | null> {
    const query = db
      .select(columns)
      .from(events)
      .leftJoin(courses, eq(courses.id, events.courseId))
      .where(eq(events.id, id));
    const [row] = await (lock ? query.for("update", { of: events }) : query);
    return row ? toAdminEvent(row) : null;
  },

  async courseExists(db: Executor, courseId: number): Promise<boolean> {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    return Boolean(row);
  },

  async insert(tx: Tx, values: EventValues): Promise<number> {
    const [row] = await tx.insert(events).values(values).returning({ id: events.id });
    return row!.id;
  },

  async update(tx: Tx, id: number, values: Partial<EventValues>): Promise<void> {
    await tx.update(events).set(values).where(eq(events.id, id));
  },
};
