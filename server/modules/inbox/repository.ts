// The only place that queries one inbox item (a lead or an enquiry) with its notes and
// history, and writes its follow-up: status, assignee, notes. Writes run inside the caller's
// audited transaction (audit/audit.ts).
import type { InboxChange, InboxDetail, InboxItem, InboxNote, InboxType, PipelineStatus } from "@skillbridge/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { courses, enquiries, events, inboxHistory, inboxNotes, leads, learners, staff } from "../../db/schema.ts";
import type { Audit } from "../audit/audit.ts";

export type ItemTable = "lead" | "enquiry";
export const tableOf = (type: InboxType): ItemTable => (type === "lead" ? "lead" : "enquiry");

/** The first-touch attribution kept with a lead or an enquiry. */
const firstTouchOf = (
  row: Pick<typeof leads.$inferSelect, "utmSource" | "utmMedium" | "utmCampaign" | "referrer">,
) => ({
  utmSource: row.utmSource,
  utmMedium: row.utmMedium,
  utmCampaign: row.utmCampaign,
  referrer: row.referrer,
});

/** The item's own row, in the inbox's shape plus what the detail view shows. */
async function loadItem(db: Executor, type: InboxType, id: number, lock = false) {
  if (type === "lead") {
    const query = db
      .select({ row: leads, courseName: courses.name, assigneeName: staff.name })
      .from(leads)
      .innerJoin(courses, eq(courses.id, leads.courseId))
      .leftJoin(staff, eq(staff.id, leads.assigneeId))
      .where(eq(leads.id, id));
    const [found] = await (lock ? query.for("update", { of: leads }) : query);
    if (!found) return null;
    const { row } = found;
    return {
      type,
      id: row.id,
      name: row.name,
      email: row.email,
      contact: row.contact,
      status: row.status as PipelineStatus,
      courseId: row.courseId,
      courseName: found.courseName,
      trainingId: row.trainingCardId,
      eventId: null,
      eventTitle: null,
      source: row.formSource as InboxItem["source"],
      message: row.briefRequirement,
      assigneeId: row.assigneeId,
      assigneeName: found.assigneeName,
      suspectedBot: row.suspectedBot,
      createdAt: row.createdAt.toISOString(),
      pageUrl: row.pageUrl,
      noticeId: row.noticeId,
      noticeShownAt: row.noticeShownAt?.toISOString() ?? null,
      flagReason: row.flagReason,
      heardFrom: null,
      firstTouch: firstTouchOf(row),
    } satisfies Omit<InboxDetail, "notes" | "history" | "learnerId">;
  }
  const query = db
    .select({ row: enquiries, courseName: courses.name, eventTitle: events.title, assigneeName: staff.name })
    .from(enquiries)
    .leftJoin(courses, eq(courses.id, enquiries.courseId))
    .leftJoin(events, eq(events.id, enquiries.eventId))
    .leftJoin(staff, eq(staff.id, enquiries.assigneeId))
    .where(and(eq(enquiries.id, id), eq(enquiries.kind, type)));
  const [found] = await (lock ? query.for("update", { of: enquiries }) : query);
  if (!found) return null;
  const { row } = found;
  return {
    type,
    id: row.id,
    name: row.name,
    email: row.email,
    contact: row.contact,
    status: row.followUpStatus as PipelineStatus,
    courseId: row.courseId,
    courseName: found.courseName,
    trainingId: null,
    eventId: row.eventId,
    eventTitle: found.eventTitle,
    source: row.formSource as InboxItem["source"],
    message: row.query,
    assigneeId: row.assigneeId,
    assigneeName: found.assigneeName,
    suspectedBot: row.suspectedBot,
    createdAt: row.createdAt.toISOString(),
    pageUrl: row.pageUrl,
    noticeId: row.noticeId,
    noticeShownAt: row.noticeShownAt?.toISOString() ?? null,
    flagReason: row.flagReason,
    heardFrom: row.source,
    firstTouch: firstTouchOf(row),
  } satisfies Omit<InboxDetail, "notes" | "history" | "learnerId">;
}
export type LoadedItem = NonNullable<Awaited<ReturnType<typeof loadItem>>>;

export const inboxRepository = {
  loadItem,

  async detail(db: Executor, type: InboxType, id: number): Promise<InboxDetail | null> {
    const item = await loadItem(db, type, id);
    if (!item) return null;
    const table = tableOf(type);
    const [notes, history, [learner]] = await Promise.all([
      db
        .select({ note: inboxNotes, staffName: staff.name })
        .from(inboxNotes)
        .innerJoin(staff, eq(staff.id, inboxNotes.staffId))
        .where(and(eq(inboxNotes.itemType, table), eq(inboxNotes.itemId, id)))
        .orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id)),
      db
        .select({ change: inboxHistory, staffName: staff.name })
        .from(inboxHistory)
        .leftJoin(staff, eq(staff.id, inboxHistory.staffId))
        .where(and(eq(inboxHistory.itemType, table), eq(inboxHistory.itemId, id)))
        .orderBy(asc(inboxHistory.at), asc(inboxHistory.id)),
      db
        .select({ id: learners.id })
        .from(learners)
        .where(sql`lower(${learners.email}) = lower(${item.email})`)
        .limit(1),
    ]);
    return {
      ...item,
      learnerId: learner?.id ?? null,
      notes: notes.map(
        ({ note, staffName }): InboxNote => ({
          id: note.id,
          body: note.body,
          staffId: note.staffId,
          staffName,
          createdAt: note.createdAt.toISOString(),
        }),
      ),
      history: history.map(
        ({ change, staffName }): InboxChange => ({
          id: change.id,
          field: change.field as InboxChange["field"],
          from: change.fromValue,
          to: change.toValue,
          staffId: change.staffId,
          staffName,
          at: change.at.toISOString(),
        }),
      ),
    };
  },

  /** Moves the item along the pipeline: the row, its history and its audit row. */
  async setStatus(tx: Tx, audit: Audit, item: LoadedItem, status: PipelineStatus, staffId: number | null) {
    if (item.status === status) return;
    const table = tableOf(item.type);
    if (table === "lead") await tx.update(leads).set({ status }).where(eq(leads.id, item.id));
    else await tx.update(enquiries).set({ followUpStatus: status }).where(eq(enquiries.id, item.id));
    await tx
      .insert(inboxHistory)
      .values({ itemType: table, itemId: item.id, staffId, field: "status", fromValue: item.status, toValue: status });
    await audit({
      action: `${table}.status`,
      entity: table,
      entityId: item.id,
      before: { status: item.status },
      after: { status },
    });
  },

  async setAssignee(
    tx: Tx,
    audit: Audit,
    item: LoadedItem,
    assignee: { id: number; name: string } | null,
    staffId: number | null,
  ) {
    const to = assignee?.id ?? null;
    if (item.assigneeId === to) return;
    const table = tableOf(item.type);
    if (table === "lead") await tx.update(leads).set({ assigneeId: to }).where(eq(leads.id, item.id));
    else await tx.update(enquiries).set({ assigneeId: to }).where(eq(enquiries.id, item.id));
    await tx.insert(inboxHistory).values({
      itemType: table,
      itemId: item.id,
      staffId,
      field: "assignee",
      fromValue: item.assigneeName,
      toValue: assignee?.name ?? null,
    });
    await audit({
      action: `${table}.assign`,
      entity: table,
      entityId: item.id,
      before: { assigneeId: item.assigneeId },
      after: { assigneeId: to },
    });
  },

  async addNote(tx: Tx, audit: Audit, item: LoadedItem, body: string, staffId: number) {
    const table = tableOf(item.type);
    const [note] = await tx.insert(inboxNotes).values({ itemType: table, itemId: item.id, staffId, body }).returning();
    await audit({
      action: `${table}.note`,
      entity: table,
      entityId: item.id,
      before: null,
      after: { noteId: note!.id, body },
    });
    return note!;
  },

  async activeStaff(db: Executor, id?: number) {
    return db
      .select({ id: staff.id, name: staff.name, email: staff.email })
      .from(staff)
      .where(and(eq(staff.status, "A"), id === undefined ? undefined : eq(staff.id, id)))
      .orderBy(asc(staff.name));
  },

  async lastSeen(db: Executor, staffId: number): Promise<Date | null> {
    const [row] = await db.select({ at: staff.inboxSeenAt }).from(staff).where(eq(staff.id, staffId));
    return row?.at ?? null;
  },

  async markSeen(db: Executor, staffId: number): Promise<Date> {
    const [row] = await db
      .update(staff)
      .set({ inboxSeenAt: new Date() })
      .where(eq(staff.id, staffId))
      .returning({ at: staff.inboxSeenAt });
    return row!.at!;
  },
};
