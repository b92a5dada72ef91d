// The only place that queries the follow-up alerts: who asked for the daily digest,
// the once-a-day claim of a digest, what came in since, and the staff member's opt-in.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { staff } from "../../db/schema.ts";

type Rows<T> = { rows: T[] };

export const alertsRepository = {
  async optIn(db: Executor, staffId: number): Promise<boolean | null> {
    const [row] = await db.select({ digest: staff.digestOptIn }).from(staff).where(eq(staff.id, staffId));
    return row ? row.digest : null;
  },

  async setOptIn(db: Executor, staffId: number, digest: boolean): Promise<boolean> {
    const [row] = await db
      .update(staff)
      .set({ digestOptIn: digest })
      .where(eq(staff.id, staffId))
      .returning({ digest: staff.digestOptIn });
    return row!.digest;
  },

  /** Active staff who may decide on money: a conflict between two payers' claims is theirs to look into. */
  async paymentDeciders(db: Executor) {
    return db
      .select({ id: staff.id, name: staff.name, email: staff.email })
      .from(staff)
      .where(and(eq(staff.status, "A"), inArray(staff.role, ["admin", "finance"])))
      .orderBy(staff.id);
  },

  /** Active staff who asked for the digest. */
  async digestRecipients(db: Executor) {
    return db
      .select({ id: staff.id, name: staff.name, email: staff.email })
      .from(staff)
      .where(and(eq(staff.status, "A"), eq(staff.digestOptIn, true)))
      .orderBy(staff.id);
  },

  /**
   * Claims the day's digest for a staff member: true for the one caller whose row went in. The
   * primary key (staff_id, day) and ON CONFLICT DO NOTHING make it once a day whatever the number
   * of processes; a concurrent claim waits for the first one's transaction and then finds it taken.
   */
  async claimDigest(tx: Executor, staffId: number, day: string): Promise<boolean> {
    const result = (await tx.execute(
      sql`insert into staff_digests (staff_id, day) values (${staffId}, ${day}::date)
          on conflict do nothing returning staff_id`,
    )) as unknown as Rows<unknown>;
    return result.rows.length > 0;
  },

  async noteDigestMail(tx: Executor, staffId: number, day: string, outboxId: number): Promise<void> {
    await tx.execute(
      sql`update staff_digests set outbox_id = ${outboxId} where staff_id = ${staffId} and day = ${day}::date`,
    );
  },

  /** Leads and enquiries received since `since`: how many, and the latest `limit` of them. */
  async receivedSince(db: Executor, since: Date, limit = 20) {
    const from = since.toISOString();
    const [counted] = (
      (await db.execute(
        sql`select (select count(*) from leads where created_at >= ${from}::timestamptz)
               + (select count(*) from enquiries where created_at >= ${from}::timestamptz) as n`,
      )) as unknown as Rows<{ n: string }>
    ).rows;
    const items = (
      (await db.execute(
        sql`(select 'lead'::text as type, l.id, c.name as course_name, l.created_at from leads l
             join courses c on c.id = l.course_id where l.created_at >= ${from}::timestamptz
            order by l.created_at desc limit ${limit})
          union all
          (select e.kind, e.id, c.name, e.created_at from enquiries e left join courses c on c.id = e.course_id
            where e.created_at >= ${from}::timestamptz order by e.created_at desc limit ${limit})
          order by created_at desc limit ${limit}`,
      )) as unknown as Rows<{ type: string; id: number; course_name: string | null; created_at: string }>
    ).rows;
    return {
      count: Number(counted?.n ?? 0),
      items: items.map((row) => ({
        type: row.type as "lead" | "course" | "event" | "proposal" | "contact",
        id: Number(row.id),
        courseName: row.course_name,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  },
};
