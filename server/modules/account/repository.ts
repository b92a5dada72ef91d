// The only place that queries a learner's account settings: profile, sessions, the
// e-mail change links (only their SHA-256 kept), the calendar feed's token and the reminder choice.
import { createHash, randomBytes } from "node:crypto";
import type { Account, AccountSession } from "@skillbridge/core";
import { and, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { calendarFeeds, emailChangeTokens, erasureRequests, leads, learners, sessions } from "../../db/schema.ts";

export const EMAIL_LINK_VALID_HOURS = 24;
export const CONFIRM_EMAIL_PATH = "/learner/confirm-email";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

type ProfileValues = {
  firstName: string;
  lastName: string | null;
  contact: string | null;
  orgName: string | null;
  countryName: string;
  stateCode: string | null;
};

/** An erasure request as the audit log keeps it: its id and when it was asked, nothing personal. */
type ErasureRow = { id: number; createdAt: Date };

export const accountRepository = {
  async profile(db: Executor, learnerId: number) {
    const [row] = await db.select().from(learners).where(eq(learners.id, learnerId));
    return row ?? null;
  },

  async sessions(db: Executor, learnerId: number, currentId: string): Promise<AccountSession[]> {
    const rows = await db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.subjectType, "learner"), eq(sessions.subjectId, learnerId), gt(sessions.expiresAt, new Date())),
      )
      .orderBy(desc(sessions.createdAt));
    return rows.map((row) => ({
      id: row.id,
      current: row.id === currentId,
      startedAt: row.createdAt.toISOString(),
      device: row.device ?? "Unknown device",
      network: row.network,
    }));
  },

  /** The feed's token, made on first use. */
  async calendarToken(db: Executor, learnerId: number): Promise<string> {
    await db.insert(calendarFeeds).values({ learnerId, token: newToken() }).onConflictDoNothing();
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.learnerId, learnerId));
    return row!.token;
  },

  /** A new token: the old address stops working at once. */
  async replaceCalendarToken(db: Executor, learnerId: number): Promise<void> {
    const token = newToken();
    await db
      .insert(calendarFeeds)
      .values({ learnerId, token })
      .onConflictDoUpdate({ target: calendarFeeds.learnerId, set: { token, createdAt: new Date() } });
  },

  async learnerByCalendarToken(db: Executor, token: string): Promise<number | null> {
    const [row] = await db
      .select({ learnerId: calendarFeeds.learnerId })
      .from(calendarFeeds)
      .innerJoin(learners, eq(learners.id, calendarFeeds.learnerId))
      .where(and(eq(calendarFeeds.token, token), eq(learners.status, "A")));
    return row?.learnerId ?? null;
  },

  async account(db: Executor, learnerId: number, currentSessionId: string): Promise<Account | null> {
    const learner = await accountRepository.profile(db, learnerId);
    if (!learner) return null;
    const [list, calendarToken, [erasure], [pending]] = await Promise.all([
      accountRepository.sessions(db, learnerId, currentSessionId),
      accountRepository.calendarToken(db, learnerId),
      db
        .select({ createdAt: erasureRequests.createdAt })
        .from(erasureRequests)
        .where(and(eq(erasureRequests.learnerId, learnerId), isNull(erasureRequests.erasedAt))),
      db
        .select({ newEmail: emailChangeTokens.newEmail })
        .from(emailChangeTokens)
        .where(
          and(
            eq(emailChangeTokens.learnerId, learnerId),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(emailChangeTokens.id))
        .limit(1),
    ]);
    return {
      profile: {
        firstName: learner.firstName,
        lastName: learner.lastName,
        email: learner.email,
        contact: learner.contact,
        orgName: learner.orgName,
        countryName: learner.countryName,
        stateCode: learner.stateCode,
      },
      sessions: list,
      reminders: !learner.remindersOff,
      language: learner.language,
      calendarToken,
      erasureRequestedAt: erasure?.createdAt.toISOString() ?? null,
      pendingEmail: pending?.newEmail ?? null,
    };
  },

  async updateProfile(db: Executor, learnerId: number, values: ProfileValues): Promise<void> {
    await db.update(learners).set(values).where(eq(learners.id, learnerId));
  },

  async setLanguage(db: Executor, learnerId: number, language: string): Promise<void> {
    await db.update(learners).set({ language }).where(eq(learners.id, learnerId));
  },

  async setReminders(db: Executor, learnerId: number, on: boolean): Promise<void> {
    await db.update(learners).set({ remindersOff: !on }).where(eq(learners.id, learnerId));
  },

  /** Ends one of the learner's sessions; false when it is not (or no longer) theirs. */
  async endSession(db: Executor, learnerId: number, sessionId: string): Promise<boolean> {
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.subjectType, "learner"), eq(sessions.subjectId, learnerId)))
      .returning({ id: sessions.id });
    return ended.length > 0;
  },

  async endOtherSessions(db: Executor, learnerId: number, keepId: string): Promise<void> {
    await db
      .delete(sessions)
      .where(and(eq(sessions.subjectType, "learner"), eq(sessions.subjectId, learnerId), ne(sessions.id, keepId)));
  },

  /** Whether another account (any case) uses the address. */
  async emailTaken(db: Executor, email: string, learnerId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: learners.id })
      .from(learners)
      .where(and(sql`lower(${learners.email}) = lower(${email})`, ne(learners.id, learnerId)));
    return Boolean(row);
  },

  /** A new link's token for the change to `newEmail`; earlier unused links of the learner stop working. */
  async issueEmailToken(db: Executor, learnerId: number, newEmail: string): Promise<string> {
    const token = newToken();
    const now = new Date();
    await db.delete(emailChangeTokens).where(lt(emailChangeTokens.expiresAt, now));
    await db
      .update(emailChangeTokens)
      .set({ usedAt: now })
      .where(and(eq(emailChangeTokens.learnerId, learnerId), isNull(emailChangeTokens.usedAt)));
    await db.insert(emailChangeTokens).values({
      learnerId,
      newEmail,
      tokenHash: hashOf(token),
      expiresAt: new Date(now.getTime() + EMAIL_LINK_VALID_HOURS * 3_600_000),
    });
    return token;
  },

  /** Spends a live link: the learner and the new address, or null for an unknown, expired or used one. */
  async consumeEmailToken(db: Executor, token: string): Promise<{ learnerId: number; newEmail: string } | null> {
    const now = new Date();
    const [row] = await db
      .update(emailChangeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailChangeTokens.tokenHash, hashOf(token)),
          isNull(emailChangeTokens.usedAt),
          gt(emailChangeTokens.expiresAt, now),
        ),
      )
      .returning({ learnerId: emailChangeTokens.learnerId, newEmail: emailChangeTokens.newEmail });
    return row ?? null;
  },

  /** Sets an active learner's address; false when the learner is gone. */
  async setEmail(db: Executor, learnerId: number, email: string): Promise<boolean> {
    const updated = await db
      .update(learners)
      .set({ email })
      .where(and(eq(learners.id, learnerId), eq(learners.status, "A")))
      .returning({ id: learners.id });
    return updated.length > 0;
  },

  /**
   * The learner's enrolments and fees follow the new address: fees and invoices are found by the
   * address of the enrolment that asked for them, so without this they vanished from the learner's
   * view, and whoever signed up later with the old address would have seen them.
   */
  async moveLeadsToEmail(db: Executor, oldEmail: string, newEmail: string): Promise<void> {
    await db.update(leads).set({ email: newEmail }).where(sql`lower(${leads.email}) = lower(${oldEmail})`);
  },

  /** An open erasure request (a second one while one is open changes nothing): the new row, or null. */
  async requestErasure(db: Executor, learnerId: number): Promise<ErasureRow | null> {
    const [row] = await db
      .insert(erasureRequests)
      .values({ learnerId })
      .onConflictDoNothing()
      .returning({ id: erasureRequests.id, createdAt: erasureRequests.createdAt });
    return row ?? null;
  },

  /** Withdraws the learner's open request; one staff have carried out stays. Null when none was open. */
  async cancelErasure(db: Executor, learnerId: number): Promise<ErasureRow | null> {
    const [row] = await db
      .delete(erasureRequests)
      .where(and(eq(erasureRequests.learnerId, learnerId), isNull(erasureRequests.erasedAt)))
      .returning({ id: erasureRequests.id, createdAt: erasureRequests.createdAt });
    return row ?? null;
  },
};
