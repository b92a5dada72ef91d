// The only place that queries the inbox list: leads and enquiries in one SQL UNION ALL, filtered, sorted and paged in the
// database, so the table stays fast with thousands of items.
import { type InboxItem, type InboxQuery, LEAD_STATUSES, PROVIDER_TIME_ZONE } from "@skillbridge/core";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";

/** Every item, leads and enquiries alike, in the inbox's columns. */
const items = sql`(
  select 'lead'::text as type, l.id, l.name, l.email, l.contact, l.status, l.course_id, c.name as course_name,
         l.training_card_id as training_id, null::integer as event_id, null::text as event_title,
         l.form_source as source, l.brief_requirement as message, l.assignee_id, s.name as assignee_name,
         l.suspected_bot, l.created_at
    from leads l
    join courses c on c.id = l.course_id
    left join staff s on s.id = l.assignee_id
  union all
  select e.kind, e.id, e.name, e.email, e.contact, e.follow_up_status, e.course_id, c.name,
         null::integer, e.event_id, ev.title,
         e.form_source, e.query, e.assignee_id, s.name,
         e.suspected_bot, e.created_at
    from enquiries e
    left join courses c on c.id = e.course_id
    left join events ev on ev.id = e.event_id
    left join staff s on s.id = e.assignee_id
) as items`;

/** `%`, `_` and `\` match themselves in a search, not as LIKE wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type InboxFilters = Omit<InboxQuery, "limit" | "offset">;

function whereOf(filters: InboxFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.status) conditions.push(sql`status = ${filters.status}`);
  if (filters.type) conditions.push(sql`type = ${filters.type}`);
  if (filters.courseId) conditions.push(sql`course_id = ${filters.courseId}`);
  if (filters.source) conditions.push(sql`source = ${filters.source}`);
  if (filters.assigneeId) conditions.push(sql`assignee_id = ${filters.assigneeId}`);
  // Dates are calendar days in India (the provider's time zone), both ends included.
  if (filters.from) {
    conditions.push(sql`created_at >= (${filters.from}::date)::timestamp at time zone ${PROVIDER_TIME_ZONE}`);
  }
  if (filters.to) {
    conditions.push(sql`created_at < ((${filters.to}::date) + 1)::timestamp at time zone ${PROVIDER_TIME_ZONE}`);
  }
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(sql`(name ilike ${pattern} or email ilike ${pattern} or contact ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

function orderOf(filters: InboxFilters): SQL {
  const direction = sql.raw(filters.order === "asc" ? "asc" : "desc");
  const pipeline = sql.raw(`array[${LEAD_STATUSES.map((s) => `'${s}'`).join(", ")}]::text[]`);
  switch (filters.sort) {
    case "name":
      return sql`lower(name) ${direction}, created_at desc, type, id`;
    case "status":
      return sql`array_position(${pipeline}, status) ${direction}, created_at desc, type, id`;
    default:
      return sql`created_at ${direction}, type ${direction}, id ${direction}`;
  }
}

type Row = {
  type: InboxItem["type"];
  id: number;
  name: string;
  email: string;
  contact: string;
  status: InboxItem["status"];
  course_id: number | null;
  course_name: string | null;
  training_id: number | null;
  event_id: number | null;
  event_title: string | null;
  source: InboxItem["source"];
  message: string;
  assignee_id: number | null;
  assignee_name: string | null;
  suspected_bot: boolean;
  created_at: Date | string;
};

const toItem = (row: Row): InboxItem => ({
  type: row.type,
  id: row.id,
  name: row.name,
  email: row.email,
  contact: row.contact,
  status: row.status,
  courseId: row.course_id,
  courseName: row.course_name,
  trainingId: row.training_id,
  eventId: row.event_id,
  eventTitle: row.event_title,
  source: row.source,
  message: row.message,
  assigneeId: row.assignee_id,
  assigneeName: row.assignee_name,
  suspectedBot: row.suspected_bot,
  createdAt: new Date(row.created_at).toISOString(),
});

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const inboxListRepository = {
  async page(db: Executor, filters: InboxFilters, page: { limit: number; offset: number }) {
    const where = whereOf(filters);
    const [found, [counted]] = await Promise.all([
      rows<Row>(
        db,
        sql`select * from ${items} where ${where} order by ${orderOf(filters)} limit ${page.limit} offset ${page.offset}`,
      ),
      rows<{ n: number }>(db, sql`select count(*)::int as n from ${items} where ${where}`),
    ]);
    return { items: found.map(toItem), total: counted?.n ?? 0 };
  },

  /** Items that came in after `since` (all of them when the staff member never visited). */
  async countNewSince(db: Executor, since: Date | null): Promise<number> {
    const after = since ? sql`created_at > ${since.toISOString()}::timestamptz` : sql`true`;
    const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${items} where ${after}`);
    return row?.n ?? 0;
  },
};
