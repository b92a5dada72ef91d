// The staff side of a course's content: modules, benefits, prerequisites, FAQs and study
// materials, each an ordered list (position). Reads answer the spec's field names, like the public
// calls, which read the same tables; writes run inside the caller's audited transaction.
import type { ContentKind } from "@skillbridge/core/admin/content";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { benefits, courses, faqs, learningModules, prerequisites, studyMaterials } from "../../db/schema.ts";

type Executor = Pick<Db, "select" | "insert" | "update" | "delete">;
type Row = Record<string, unknown> & { id: number; courseId: number; position: number };
export type ContentItem = { id: number } & Record<string, unknown>;

/** How each kind's spec fields map to its table's columns. */
const kinds = {
  modules: {
    table: learningModules,
    toColumns: (input: { moduleTitle: string; moduleDesc?: string }) => ({
      title: input.moduleTitle,
      description: input.moduleDesc ?? "",
    }),
    toItem: (row: typeof learningModules.$inferSelect) => ({
      id: row.id,
      moduleTitle: row.title,
      moduleDesc: row.description,
    }),
  },
  benefits: {
    table: benefits,
    toColumns: (input: { benefitDesc: string }) => ({ description: input.benefitDesc }),
    toItem: (row: typeof benefits.$inferSelect) => ({ id: row.id, benefitDesc: row.description }),
  },
  prerequisites: {
    table: prerequisites,
    toColumns: (input: { prDesc: string }) => ({ description: input.prDesc }),
    toItem: (row: typeof prerequisites.$inferSelect) => ({ id: row.id, prDesc: row.description }),
  },
  faqs: {
    table: faqs,
    toColumns: (input: { faq: string; faqAnswer: string }) => ({ question: input.faq, answer: input.faqAnswer }),
    toItem: (row: typeof faqs.$inferSelect) => ({ id: row.id, faq: row.question, faqAnswer: row.answer }),
  },
  materials: {
    table: studyMaterials,
    toColumns: (input: { SMName: string; SMType: string; SMSrc: string }) => ({
      name: input.SMName,
      type: input.SMType,
      src: input.SMSrc,
    }),
    toItem: (row: typeof studyMaterials.$inferSelect) => ({
      id: row.id,
      SMName: row.name,
      SMType: row.type,
      SMSrc: row.src,
    }),
  },
} as const;

// One generic path for five tables of the same shape (id, course_id, position + their own
// columns): typed loosely inside, strictly at the edges (the routes' zod schemas).
type AnyTable = typeof learningModules;
function spec(kind: ContentKind) {
  const entry = kinds[kind];
  return {
    table: entry.table as unknown as AnyTable,
    toColumns: entry.toColumns as (input: unknown) => Record<string, unknown>,
    toItem: entry.toItem as unknown as (row: Row) => ContentItem,
  };
}

export const contentAdminRepository = {
  /** The course the content belongs to (any status: staff edit retired courses too). */
  async course(db: Executor, courseId: number) {
    const [row] = await db
      .select({ id: courses.id, ictName: courses.name, status: courses.status })
      .from(courses)
      .where(eq(courses.id, courseId));
    return row ? { ...row, status: row.status as "A" | "I" } : null;
  },

  async list(db: Executor, kind: ContentKind, courseId: number): Promise<ContentItem[]> {
    const { table, toItem } = spec(kind);
    const rows = await db
      .select()
      .from(table)
      .where(eq(table.courseId, courseId))
      .orderBy(asc(table.position), asc(table.id));
    return (rows as unknown as Row[]).map(toItem);
  },

  async count(db: Executor, kind: ContentKind, courseId: number): Promise<number> {
    const { table } = spec(kind);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.courseId, courseId));
    return row?.n ?? 0;
  },

  /** One item with its course, locked for the rest of the transaction when asked. */
  async get(db: Executor, kind: ContentKind, id: number, lock = false) {
    const { table, toItem } = spec(kind);
    const query = db.select().from(table).where(eq(table.id, id));
    const [row] = (await (lock ? query.for("update") : query)) as unknown as Row[];
    return row ? { courseId: row.courseId, item: toItem(row) } : null;
  },

  /** Appends an item at the end of its course's list. */
  async add(db: Executor, kind: ContentKind, courseId: number, input: unknown): Promise<ContentItem> {
    const { table, toColumns, toItem } = spec(kind);
    const [last] = await db
      .select({ position: max(table.position) })
      .from(table)
      .where(eq(table.courseId, courseId));
    const position = (last?.position ?? -1) + 1;
    const [row] = await db
      .insert(table)
      .values({ ...toColumns(input), courseId, position } as typeof table.$inferInsert)
      .returning();
    return toItem(row as unknown as Row);
  },

  async update(db: Executor, kind: ContentKind, id: number, input: unknown): Promise<ContentItem | null> {
    const { table, toColumns, toItem } = spec(kind);
    const [row] = await db
      .update(table)
      .set(toColumns(input) as Partial<typeof table.$inferInsert>)
      .where(eq(table.id, id))
      .returning();
    return row ? toItem(row as unknown as Row) : null;
  },

  async remove(db: Executor, kind: ContentKind, id: number): Promise<void> {
    const { table } = spec(kind);
    await db.delete(table).where(eq(table.id, id));
  },

  /**
   * Stores a new order: `ids` must be exactly the course's items of that kind (nothing missing,
   * nothing foreign). Positions become 0…n-1. Answers false, changing nothing, otherwise.
   */
  async reorder(db: Executor, kind: ContentKind, courseId: number, ids: number[]): Promise<boolean> {
    const { table } = spec(kind);
    const current = await db.select({ id: table.id }).from(table).where(eq(table.courseId, courseId)).for("update");
    const known = new Set(current.map((row) => row.id));
    if (known.size !== ids.length || ids.some((id) => !known.has(id))) return false;
    if (ids.length === 0) return true;
    // One statement: position = the id's index in the new order.
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id}::int then ${index}::int`),
      sql` `,
    );
    await db
      .update(table)
      .set({ position: sql`case ${table.id} ${cases} end` })
      .where(and(eq(table.courseId, courseId), inArray(table.id, ids)));
    return true;
  },
};
