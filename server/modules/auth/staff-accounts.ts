// Creating a staff account, one rule for every way in: `npm run staff:create`, ADMIN_EMAIL /
// ADMIN_PASSWORD on first start, and the staff page of the back office. Passwords follow ASVS
// (length, not a common one) and are stored as argon2id; the second factor is enrolled at the
// first sign-in.

import { emailField, newPasswordField, passwordMessages } from "@skillbridge/core";
import type { StaffRole } from "@skillbridge/core/admin/staff";
import type { Executor } from "../../db/client.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { hashPassword } from "./passwords.ts";
import { authRepository } from "./repository.ts";

export type NewStaff = { email: string; password: string; name?: string; role?: StaffRole };
export type NewStaffOutcome =
  | { kind: "created"; id: number; email: string }
  | { kind: "exists"; id: number; email: string }
  | { kind: "invalid"; field: "email" | "password"; message: string };

/** Checks the e-mail and password without touching the database. */
export function checkNewStaff(input: Pick<NewStaff, "email" | "password">) {
  const email = emailField.safeParse(input.email);
  if (!email.success)
    return {
      kind: "invalid",
      field: "email",
      message: email.error.issues[0]?.message ?? "Enter a valid e-mail address",
    } as const;
  const password = newPasswordField.safeParse(input.password);
  if (!password.success)
    return {
      kind: "invalid",
      field: "password",
      message: password.error.issues[0]?.message ?? "Choose another password",
    } as const;
  if (isCommonPassword(password.data))
    return { kind: "invalid", field: "password", message: passwordMessages.common } as const;
  return { kind: "valid", email: email.data, password: password.data } as const;
}

export async function createStaffAccount(db: Executor, input: NewStaff): Promise<NewStaffOutcome> {
  const checked = checkNewStaff(input);
  if (checked.kind === "invalid") return checked;
  const existing = await authRepository.staffIdByEmail(db, checked.email);
  if (existing !== null) return { kind: "exists", id: existing, email: checked.email };
  const id = await authRepository.insertStaff(db, {
    email: checked.email,
    name: input.name?.trim() || checked.email.split("@")[0]!,
    role: input.role ?? "staff",
    passwordHash: await hashPassword(checked.password),
  });
  // Another process created the same address a moment ago: that account stands.
  if (id === null) return createStaffAccount(db, input);
  return { kind: "created", id, email: checked.email };
}
