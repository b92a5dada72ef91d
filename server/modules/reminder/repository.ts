// The only place that queries reminders: which learner and session are due a reminder
// now, claimed by inserting their row (ON CONFLICT DO NOTHING on learner + session + kind +
// start), so that of several server processes only one ever queues a given reminder.
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";

export type DueReminder = {
  learnerId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The learner's language for mails. */
  language: string;
  scheduleId: number;
  kind: "24h" | "1h";
  startsAt: Date;
  endsAt: Date;
  courseName: string;
  location: string;
  studyMode: string;
};

type Row = {
  learner_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  language: string;
  schedule_id: number;
  kind: "24h" | "1h";
  starts_at: string | Date;
  ends_at: string | Date;
  course_name: string;
  location: string;
  study_mode: string;
};

export const reminderRepository = {
  /**
   * Claims every reminder due at `now`: the 24-hour one from 24 h until 1 h before the start, the
   * 1-hour one in the last hour. Learners who turned reminders off, and inactive ones, get none.
   * Call it inside the transaction that queues the mails.
   */
  async claimDue(db: Executor, now: Date): Promise<DueReminder[]> {
    const at = now.toISOString();
    const result = await db.execute(sql`
      with due as (
        select e.learner_id, s.id as schedule_id, k.kind, s.starts_at
        from training_schedules s
        join enrolments e on e.training_card_id = s.training_card_id
        join learners l on l.id = e.learner_id and l.status = 'A' and not l.reminders_off
        cross join (values ('24h', interval '24 hours', interval '1 hour'), ('1h', interval '1 hour', interval '0 hours'))
          as k(kind, lead_time, until)
        where s.starts_at - k.lead_time <= ${at}::timestamptz and s.starts_at - k.until > ${at}::timestamptz
      ), claimed as (
        insert into reminder_sends (learner_id, schedule_id, kind, starts_at)
        select learner_id, schedule_id, kind, starts_at from due
        on conflict do nothing
        returning learner_id, schedule_id, kind
      )
      select c.learner_id, l.email, l.first_name, l.last_name, l.language, c.schedule_id, c.kind,
        s.starts_at, s.ends_at, co.name as course_name, tc.location, tc.study_mode
      from claimed c
      join learners l on l.id = c.learner_id
      join training_schedules s on s.id = c.schedule_id
      join training_cards tc on tc.id = s.training_card_id
      join courses co on co.id = tc.course_id
      order by s.starts_at, c.learner_id`);
    const rows = (result as unknown as { rows: Row[] }).rows;
    return rows.map((row) => ({
      learnerId: row.learner_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      language: row.language,
      scheduleId: row.schedule_id,
      kind: row.kind,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      courseName: row.course_name,
      location: row.location,
      studyMode: row.study_mode,
    }));
  },
};
