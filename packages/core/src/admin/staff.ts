// Back office: staff management. Only an admin creates staff, changes roles,
// deactivates and reactivates, and resets a second factor; every staff member may look.

import { newPasswordField } from "../back-office.ts";
import { emailField, statusSchema } from "../schemas.ts";
import { z } from "../zod.ts";

const instant = z.iso.datetime({ offset: true });

/**
 * staff: sees payments, moves no money; finance: also confirms, records, reconciles and refunds;
 * admin: all of that and manages staff and the business settings.
 */
export const STAFF_ROLES = ["staff", "finance", "admin"] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, "Choose staff, finance or admin");
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The roles that may move money: confirm, record, upload a bank statement, refund, approve. */
export const MONEY_ROLES: readonly StaffRole[] = ["finance", "admin"];
export const movesMoney = (role: StaffRole | null | undefined) => role != null && MONEY_ROLES.includes(role);

export const staffAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: statusSchema,
  /** An authenticator app is enrolled and confirmed. */
  secondFactor: z.boolean(),
  /** The documented demo account (may sign in without a second factor in demo mode). */
  demoAccount: z.boolean(),
  createdAt: instant,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountListSchema = z.object({
  items: z.array(staffAccountSchema),
  /** Who is asking: the page offers the admin actions only to an admin. */
  you: z.object({ id: z.number().int(), role: staffRoleSchema }),
});
export type StaffAccountList = z.infer<typeof staffAccountListSchema>;

export const staffCreateSchema = z.strictObject({
  name: z.string().trim().min(1, "Name is required").max(120, "Name must be at most 120 characters"),
  email: emailField,
  role: staffRoleSchema,
  /** Typed by the admin and handed over in person; never e-mailed. */
  password: newPasswordField,
});
export type StaffCreate = z.input<typeof staffCreateSchema>;

export const staffUpdateSchema = z
  .strictObject({ role: staffRoleSchema.optional(), status: statusSchema.optional() })
  .refine((value) => value.role !== undefined || value.status !== undefined, {
    message: "Send a role or a status",
    path: ["role"],
  });
export type StaffUpdate = z.input<typeof staffUpdateSchema>;

export const staffAdminMessages = {
  adminOnly: "Only an admin can manage staff accounts",
  notFound: "This staff member does not exist",
  emailTaken: "A staff member with this e-mail already exists",
  notYourself: "You cannot deactivate your own account",
  lastAdmin: "There must be at least one active admin: make someone else an admin first",
} as const;
