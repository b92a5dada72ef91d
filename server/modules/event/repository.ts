import type { Event } from "@skillbridge/core";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { events } from "../../db/schema.ts";

export const eventRepository = {
  /** Events by date; past ones included, the site decides what is upcoming. */
  async list(db: Executor, includeInactive: boolean): Promise<Event[]> {
    const rows = await db
      .select()
      .from(events)
      .where(includeInactive ? undefined : eq(events.status, "A"))
      .orderBy(asc(events.startsAt), asc(events.id));
    return rows.map((row) => ({
      id: row.id,
      eventTitle: row.title,
      eventDesc: row.description,
      eventDate: row.startsAt.toISOString(),
      eventDuration: row.durationMinutes,
      eventPic: row.pic,
      ict_id: row.courseId,
      status: row.status as Event["status"],
    }));
  },
};
