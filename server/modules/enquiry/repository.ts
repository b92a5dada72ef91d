// The only place that queries enquiries (about a course, an event, a proposal or a contact
// message), and the event an event enquiry names.
import type { Enquiry } from "@skillbridge/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { enquiries, events } from "../../db/schema.ts";
import type { FirstTouch } from "../../plugins/attribution.ts";
import { ACKNOWLEDGEMENT_KINDS } from "../mail/acknowledgement.ts";
import { underRecipientLimit } from "../mail/outbox-repository.ts";
import type { MailContent } from "../mail/render.ts";
import type { submissionColumns } from "../submission/screening.ts";

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
} & ReturnType<typeof submissionColumns> &
  FirstTouch;

/** The columns toStoredEnquiry reads, as a RETURNING / select list (created_at as epoch ms). */
const STORED = sql.raw(
  "id, kind, course_id, event_id, name, email, contact, query, source, status, (extract(epoch from created_at) * 1000)::float8 as created_ms",
);
type StoredRow = {
  id: number;
  kind: string;
  course_id: number | null;
  event_id: number | null;
  name: string;
  email: string;
  contact: string;
  query: string;
  source: string;
  status: string;
  created_ms: number;
};

function toStoredEnquiry(row: StoredRow): Enquiry {
  return {
    id: Number(row.id),
    kind: row.kind as Enquiry["kind"],
    ict_id: row.course_id,
    eventId: row.event_id,
    eName: row.name,
    eEmail: row.email,
    eContact: row.contact,
    eQuery: row.query,
    eSrc: row.source as Enquiry["eSrc"],
    status: row.status as Enquiry["status"],
    createdAt: new Date(Number(row.created_ms)).toISOString(),
  };
}

export type Acknowledgement = MailContent & { kind: string };

export const enquiryRepository = {
  /**
   * Stores an enquiry and queues its acknowledgement to the enquirer in ONE statement (data-
   * modifying CTEs: atomic without BEGIN/COMMIT), claiming the Idempotency-Key in it too when
   * there is one: the key row is written with the enquiry id taken from the sequence first, and
   * the enquiry and its mail are only inserted when that claim went in. Two round trips fewer
   * than a transaction of claim, insert, mail and key update — six statements — which under a
   * steady stream of enquiries was most of the time each spent.
   * Answers null when the key was already claimed: then replayOf says what to answer. The mail
   * row is written here rather than through outboxRepository.enqueue so it is part of the
   * statement; the worker reads it like any other.
   */
  async insertWithAcknowledgement(
    db: Executor,
    input: EnquiryInsert,
    mail: Acknowledgement,
    claim: { scope: string; key: string; requestHash: string } | null,
  ): Promise<Enquiry | null> {
    // Every value is cast: in INSERT … SELECT PostgreSQL cannot infer a parameter's type.
    const values = sql`${input.kind}::text, ${input.courseId}::int, ${input.eventId}::int, ${input.name}::text,
      ${input.email}::text, ${input.contact}::text, ${input.query}::text, ${input.source}::text,
      ${input.formSource}::text, ${input.pageUrl}::text, ${input.noticeId}::text,
      ${input.noticeShownAt?.toISOString() ?? null}::timestamptz, ${input.suspectedBot}::boolean,
      ${input.flagReason}::text, ${input.utmSource}::text, ${input.utmMedium}::text, ${input.utmCampaign}::text,
      ${input.referrer}::text, ${input.language}::text`;
    const columns = sql.raw(
      "kind, course_id, event_id, name, email, contact, query, source, form_source, page_url, notice_id, notice_shown_at, suspected_bot, flag_reason, utm_source, utm_medium, utm_campaign, referrer, language",
    );
    const queue = sql`queued as (
      insert into outbox ("to", "subject", "text", "html", "kind")
      select email, ${mail.subject}::text, ${mail.text}::text, ${mail.html}::text, ${mail.kind}::text from stored
      where ${underRecipientLimit(sql`stored.email`, ACKNOWLEDGEMENT_KINDS)}
    )`;
    const statement = claim
      ? sql`with claim as (
          insert into idempotency_keys (scope, key, request_hash, record_id)
          values (${claim.scope}::text, ${claim.key}::text, ${claim.requestHash}::text,
            nextval(pg_get_serial_sequence('enquiries', 'id')))
          on conflict do nothing
          returning record_id
        ), stored as (
          insert into enquiries (id, ${columns}) select record_id, ${values} from claim returning ${STORED}
        ), ${queue}
        select * from stored`
      : sql`with stored as (
          insert into enquiries (${columns}) values (${values}) returning ${STORED}
        ), ${queue}
        select * from stored`;
    const result = (await db.execute(statement)) as unknown as { rows: StoredRow[] };
    const [row] = result.rows;
    return row ? toStoredEnquiry(row) : null;
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
