// The only place that queries sessions, sign-in attempts and the accounts that sign in.
import type { StaffRole } from "@skillbridge/core/admin/staff";
import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { learners, loginAttempts, sessions, staff } from "../../db/schema.ts";
import { type Role, SESSION_TTL_SECONDS, STAFF_IDLE_TIMEOUT_SECONDS } from "./tokens.ts";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures one address may make on one account: a guesser at one keyboard. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failures on one account from every address: guessing spread over many machines. */
export const MAX_FAILURES_PER_ACCOUNT = 50;
/** Failures from one address over every account: one office or proxy has many people behind it. */
export const MAX_FAILURES_PER_ADDRESS = 100;

export type Account = {
  id: number;
  email: string;
  role: Role;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
};

export const authRepository = {
  async findAccount(db: Executor, role: Role, email: string): Promise<Account | null> {
    if (role === "learner") {
      const [row] = await db
        .select()
        .from(learners)
        .where(and(sql`lower(${learners.email}) = lower(${email})`, eq(learners.status, "A")))
        .limit(1);
      return row ? { ...row, role, email: row.email } : null;
    }
    const [row] = await db
      .select()
      .from(staff)
      .where(and(sql`lower(${staff.email}) = lower(${email})`, eq(staff.status, "A")))
      .limit(1);
    if (!row) return null;
    const [firstName = null, ...rest] = row.name.split(" ");
    return {
      id: row.id,
      email: row.email,
      role,
      passwordHash: row.passwordHash,
      firstName,
      lastName: rest.join(" ") || null,
      username: null,
    };
  },

  async findSubject(db: Executor, role: Role, id: number): Promise<Account | null> {
    if (role === "learner") {
      const [row] = await db
        .select()
        .from(learners)
        .where(and(eq(learners.id, id), eq(learners.status, "A")));
      return row ? { ...row, role } : null;
    }
    const [row] = await db
      .select()
      .from(staff)
      .where(and(eq(staff.id, id), eq(staff.status, "A")));
    return row
      ? {
          id: row.id,
          email: row.email,
          role,
          passwordHash: null,
          firstName: row.name,
          lastName: null,
          username: null,
        }
      : null;
  },

  /**
   * Counts an attempt as a failure before its password is checked, so that guesses sent in
   * parallel are throttled like sequential ones. Returns the row's id.
   */
  async beginAttempt(db: Executor, email: string, ip: string): Promise<number> {
    const [row] = await db
      .insert(loginAttempts)
      .values({ email: email.toLowerCase(), ip, succeeded: false })
      .returning({ id: loginAttempts.id });
    return row!.id;
  },

  /**
   * Failures in the window (the attempt under way included): of this account from this address,
   * of this account from anywhere (with the latest one before this attempt), of this address.
   */
  async recentFailures(db: Executor, email: string, ip: string, now: Date, attemptId: number) {
    const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
    const account = email.toLowerCase();
    const failed = and(eq(loginAttempts.succeeded, false), gte(loginAttempts.createdAt, since));
    const count = (where: SQL | undefined) =>
      db
        .select({
          n: sql<number>`count(*)::int`,
          oldest: sql<string | null>`min(${loginAttempts.createdAt})::text`,
          latestBefore: sql<
            string | null
          >`max(${loginAttempts.createdAt}) filter (where ${loginAttempts.id} <> ${attemptId})::text`,
        })
        .from(loginAttempts)
        .where(and(failed, where));
    const [[pair], [byAccount], [byAddress]] = await Promise.all([
      count(and(eq(loginAttempts.email, account), eq(loginAttempts.ip, ip))),
      count(eq(loginAttempts.email, account)),
      count(eq(loginAttempts.ip, ip)),
    ]);
    const window = (row: typeof pair) => ({ count: row?.n ?? 0, oldest: row?.oldest ?? null });
    return {
      byAccountAndAddress: window(pair),
      byAccount: { ...window(byAccount), latestBefore: byAccount?.latestBefore ?? null },
      byAddress: window(byAddress),
    };
  },

  /** A refused (throttled) attempt checked no password: it does not extend the lock. */
  async discardAttempt(db: Executor, id: number) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
  },

  /** A failed attempt stays counted; a success lets the genuine user start afresh. */
  async settleAttempt(db: Executor, email: string, succeeded: boolean) {
    if (succeeded) {
      await db.delete(loginAttempts).where(eq(loginAttempts.email, email.toLowerCase()));
    }
    // Old rows are pruned as we go.
    await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - 2 * THROTTLE_WINDOW_MS)));
  },

  async createSession(
    db: Executor,
    id: string,
    role: Role,
    subjectId: number,
    expiresAt: Date,
    where: { device?: string | null; network?: string | null } = {},
  ) {
    await db.insert(sessions).values({ id, subjectType: role, subjectId, expiresAt, ...where });
    await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  },

  /**
   * Whether the session is live. A staff session is also ended by 30 minutes without use
   *: each use moves its end on — at most once a minute, so a page's several API calls
   * cost one write — but never past 8 hours after sign-in.
   */
  async isSessionLive(db: Executor, id: string, role: Role, subjectId: number): Promise<boolean> {
    const now = new Date();
    const [row] = await db
      .select({ expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, id),
          eq(sessions.subjectType, role),
          eq(sessions.subjectId, subjectId),
          gte(sessions.expiresAt, now),
        ),
      );
    if (!row) return false;
    if (role === "staff") {
      const idleEnd = now.getTime() + STAFF_IDLE_TIMEOUT_SECONDS * 1000;
      const end = Math.min(idleEnd, row.createdAt.getTime() + SESSION_TTL_SECONDS * 1000);
      if (end - row.expiresAt.getTime() >= 60_000) {
        await db
          .update(sessions)
          .set({ expiresAt: new Date(end) })
          .where(eq(sessions.id, id));
      }
    }
    return true;
  },

  async deleteSession(db: Executor, id: string) {
    await db.delete(sessions).where(eq(sessions.id, id));
  },

  /** The staff account with this e-mail (any case, active or not), or null. */
  async staffIdByEmail(db: Executor, email: string): Promise<number | null> {
    const [row] = await db.select({ id: staff.id }).from(staff).where(sql`lower(${staff.email}) = lower(${email})`);
    return row?.id ?? null;
  },

  /** A new staff account's id; null when another one with this e-mail was created meanwhile. */
  async insertStaff(
    db: Executor,
    values: { email: string; name: string; role: StaffRole; passwordHash: string },
  ): Promise<number | null> {
    const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning({ id: staff.id });
    return row?.id ?? null;
  },

  /** Ends every session of the account (a new password, say). */
  async deleteSessionsOf(db: Executor, role: Role, subjectId: number) {
    await db.delete(sessions).where(and(eq(sessions.subjectType, role), eq(sessions.subjectId, subjectId)));
  },

  /** Which of these e-mails belong to an active learner or staff account (any case). */
  async activeAccountsAmong(db: Executor, emails: readonly string[]): Promise<string[]> {
    const wanted = emails.map((email) => email.toLowerCase());
    const [learnerRows, staffRows] = await Promise.all([
      db
        .select({ email: learners.email })
        .from(learners)
        .where(and(inArray(sql`lower(${learners.email})`, wanted), eq(learners.status, "A"))),
      db
        .select({ email: staff.email })
        .from(staff)
        .where(and(inArray(sql`lower(${staff.email})`, wanted), eq(staff.status, "A"))),
    ]);
    return [...learnerRows, ...staffRows].map((row) => row.email);
  },
};
