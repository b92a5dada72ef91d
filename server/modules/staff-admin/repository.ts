// The only place that queries and changes staff accounts for staff management. Writes
// run inside the caller's audited transaction (audit/audit.ts). Password hashes and TOTP
// secrets never leave this module.
import type { StaffAccount, StaffRole } from "@skillbridge/core/admin/staff";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { sessions, staff, staffMfaTickets } from "../../db/schema.ts";

const columns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  status: staff.status,
  totpConfirmedAt: staff.totpConfirmedAt,
  demoAccount: staff.demoAccount,
  createdAt: staff.createdAt,
};
type Row = { [K in keyof typeof columns]: (typeof staff.$inferSelect)[K] };
const toAccount = (row: Row): StaffAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as StaffRole,
  status: row.status as StaffAccount["status"],
  secondFactor: row.totpConfirmedAt !== null,
  demoAccount: row.demoAccount,
  createdAt: row.createdAt.toISOString(),
});

export const staffAdminRepository = {
  /** Everyone, active first, then by name. */
  async list(db: Executor): Promise<StaffAccount[]> {
    const rows = await db.select(columns).from(staff).orderBy(asc(staff.status), asc(staff.name), asc(staff.id));
    return rows.map(toAccount);
  },

  async find(db: Executor, id: number, lock = false): Promise<StaffAccount | null> {
    const query = db.select(columns).from(staff).where(eq(staff.id, id));
    const [row] = await (lock ? query.for("update") : query);
    return row ? toAccount(row) : null;
  },

  /** The role of an active staff member (null when there is none). */
  async activeRole(db: Executor, id: number): Promise<StaffRole | null> {
    const [row] = await db
      .select({ role: staff.role })
      .from(staff)
      .where(and(eq(staff.id, id), eq(staff.status, "A")));
    return (row?.role as StaffRole | undefined) ?? null;
  },

  async emailTaken(db: Executor, email: string): Promise<boolean> {
    const [row] = await db.select({ id: staff.id }).from(staff).where(sql`lower(${staff.email}) = lower(${email})`);
    return Boolean(row);
  },

  /**
   * Active admins other than `exceptId`, their rows locked so that two admins demoting each
   * other at the same moment cannot leave the site without one.
   */
  async otherActiveAdmins(tx: Tx, exceptId: number): Promise<number> {
    const rows = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, "admin"), eq(staff.status, "A"), ne(staff.id, exceptId)))
      .for("update");
    return rows.length;
  },

  async insert(
    tx: Tx,
    values: { name: string; email: string; role: StaffRole; passwordHash: string },
  ): Promise<StaffAccount> {
    const [row] = await tx.insert(staff).values(values).returning(columns);
    return toAccount(row!);
  },

  async update(tx: Tx, id: number, values: { role?: StaffRole; status?: "A" | "I" }): Promise<StaffAccount> {
    const [row] = await tx.update(staff).set(values).where(eq(staff.id, id)).returning(columns);
    return toAccount(row!);
  },

  /** Signs the member out everywhere: every session and half-done sign-in goes. Returns the sessions ended. */
  async revokeSessions(tx: Tx, id: number): Promise<number> {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.subjectType, "staff"), eq(sessions.subjectId, id)))
      .returning({ id: sessions.id });
    await tx.delete(staffMfaTickets).where(eq(staffMfaTickets.staffId, id));
    return ended.length;
  },

  /** Forgets the authenticator app: the next sign-in enrols a new one (the existing flow). */
  async resetSecondFactor(tx: Tx, id: number): Promise<StaffAccount> {
    const [row] = await tx
      .update(staff)
      .set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null })
      .where(eq(staff.id, id))
      .returning(columns);
    await tx.delete(staffMfaTickets).where(eq(staffMfaTickets.staffId, id));
    return toAccount(row!);
  },
};
