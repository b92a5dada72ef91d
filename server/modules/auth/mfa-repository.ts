// The only place that queries staff second factors and half-done staff sign-ins (tickets).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { staff, staffMfaTickets } from "../../db/schema.ts";
import type { SecretBox } from "./secret-box.ts";

export const ENROL_TICKET_TTL_MS = 10 * 60 * 1000;
export const CHALLENGE_TICKET_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one ticket takes before it is spent (the per-account throttle applies as well). */
export const MAX_CODES_PER_TICKET = 5;

export type TicketPurpose = "enrol" | "challenge";
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Bound to the key that seals second-factor secrets (DATA_ENCRYPTION_KEY); like every repository
 * function, each of these takes what it runs on (the database or a transaction) first.
 */
export function createMfaRepository(box: SecretBox) {
  const open = (stored: string | null) => (stored === null ? null : box.open(stored));
  return {
    /** Seals second-factor secrets stored in plain text by an earlier version (run at start). */
    async sealPlainSecrets(db: Executor): Promise<number> {
      const rows = await db.select({ id: staff.id, totpSecret: staff.totpSecret }).from(staff);
      let sealed = 0;
      for (const row of rows) {
        if (row.totpSecret === null || box.isSealed(row.totpSecret)) continue;
        await db
          .update(staff)
          .set({ totpSecret: box.seal(row.totpSecret) })
          .where(and(eq(staff.id, row.id), eq(staff.totpSecret, row.totpSecret)));
        sealed += 1;
      }
      await db
        .delete(staffMfaTickets)
        .where(sql`${staffMfaTickets.secret} is not null and ${staffMfaTickets.secret} not like 'v1:%'`);
      return sealed;
    },

    /** What the second factor of a staff member looks like. */
    async staffFactor(db: Executor, staffId: number) {
      const [row] = await db
        .select({
          id: staff.id,
          email: staff.email,
          name: staff.name,
          demoAccount: staff.demoAccount,
          totpSecret: staff.totpSecret,
          totpConfirmedAt: staff.totpConfirmedAt,
          totpLastStep: staff.totpLastStep,
        })
        .from(staff)
        .where(and(eq(staff.id, staffId), eq(staff.status, "A")));
      return row ? { ...row, totpSecret: open(row.totpSecret) } : null;
    },

    /** A new ticket; only its hash is stored. Returns the token to hand to the browser. */
    async issueTicket(
      db: Executor,
      staffId: number,
      purpose: TicketPurpose,
      secret: string | null = null,
    ): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      const ttl = purpose === "enrol" ? ENROL_TICKET_TTL_MS : CHALLENGE_TICKET_TTL_MS;
      await db.delete(staffMfaTickets).where(lt(staffMfaTickets.expiresAt, new Date()));
      await db.insert(staffMfaTickets).values({
        tokenHash: hashOf(token),
        staffId,
        purpose,
        secret: secret === null ? null : box.seal(secret),
        expiresAt: new Date(Date.now() + ttl),
      });
      return token;
    },

    async liveTicket(db: Executor, token: string, purpose: TicketPurpose) {
      const [row] = await db
        .select()
        .from(staffMfaTickets)
        .where(
          and(
            eq(staffMfaTickets.tokenHash, hashOf(token)),
            eq(staffMfaTickets.purpose, purpose),
            gt(staffMfaTickets.expiresAt, new Date()),
          ),
        );
      return row ? { ...row, secret: open(row.secret) } : null;
    },

    /** A wrong code: counted on the ticket, which is spent after MAX_CODES_PER_TICKET. */
    async countWrongCode(db: Executor, token: string) {
      const [row] = await db
        .update(staffMfaTickets)
        .set({ attempts: sql`${staffMfaTickets.attempts} + 1` })
        .where(eq(staffMfaTickets.tokenHash, hashOf(token)))
        .returning({ attempts: staffMfaTickets.attempts });
      if (row && row.attempts >= MAX_CODES_PER_TICKET) {
        await db.delete(staffMfaTickets).where(eq(staffMfaTickets.tokenHash, hashOf(token)));
      }
    },

    /** Spends the ticket; false when another request spent it first. */
    /**
     * Locks the staff member's row for the rest of the transaction. An enrolment takes it before
     * touching tickets, so two enrolments racing queue here instead of deadlocking on each
     * other's tickets (PostgreSQL aborted one with an error).
     */
    async lockMember(tx: Tx, staffId: number): Promise<void> {
      await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId)).for("update");
    },

    async spendTicket(tx: Tx, token: string): Promise<boolean> {
      const rows = await tx
        .delete(staffMfaTickets)
        .where(eq(staffMfaTickets.tokenHash, hashOf(token)))
        .returning({ staffId: staffMfaTickets.staffId });
      return rows.length > 0;
    },

    /** Records the step whose code was accepted; false if that step (or a later one) was used already. */
    async useStep(tx: Tx, staffId: number, step: number): Promise<boolean> {
      const rows = await tx
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
        .returning({ id: staff.id });
      return rows.length > 0;
    },

    /**
     * Confirms the first factor of a staff member and voids every other ticket they hold. False
     * when a factor is confirmed already (a second enrolment ticket, say from a sign-in
     * in another tab, must not replace it; only an admin's audited reset does).
     */
    async confirmEnrolment(tx: Tx, staffId: number, secret: string, step: number): Promise<boolean> {
      const rows = await tx
        .update(staff)
        .set({ totpSecret: box.seal(secret), totpConfirmedAt: new Date(), totpLastStep: step })
        .where(and(eq(staff.id, staffId), isNull(staff.totpConfirmedAt)))
        .returning({ id: staff.id });
      if (rows.length === 0) return false;
      await tx.delete(staffMfaTickets).where(eq(staffMfaTickets.staffId, staffId));
      return true;
    },
  };
}
export type MfaRepository = ReturnType<typeof createMfaRepository>;
