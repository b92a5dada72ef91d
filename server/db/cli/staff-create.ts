// npm run staff:create -- --email priya@example.in --password '…' [--name 'Priya Menon'] [--admin]
// Creates a staff member (argon2id password, ASVS rules). They enrol their authenticator app
// (TOTP) at their first sign-in at /admin/login; only the demo account may skip it, in demo mode.
import { parseArgs } from "node:util";
import { emailField, newPasswordField } from "@skillbridge/core";
import { sql } from "drizzle-orm";
import { loadConfig } from "../../config.ts";
import { isCommonPassword } from "../../modules/auth/common-passwords.ts";
import { hashPassword } from "../../modules/auth/passwords.ts";
import { exitOnStartupError } from "../../startup-errors.ts";
import { openConfiguredDatabase } from "../open.ts";
import { staff } from "../schema.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    admin: { type: "boolean", default: false },
  },
});
const usage = "Usage: npm run staff:create -- --email <e-mail> --password <password> [--name <name>] [--admin]";
const email = emailField.safeParse(values.email ?? "");
if (!email.success) fail(`${usage}\n${email.error.issues[0]?.message ?? "Enter a valid e-mail address"}`);
const password = newPasswordField.safeParse(values.password ?? "");
if (!password.success) fail(`${usage}\n${password.error.issues[0]?.message}`);
if (isCommonPassword(password.data)) fail("This password is one of the most common ones; choose another.");

const database = await Promise.resolve()
  .then(() => openConfiguredDatabase(loadConfig(), { seed: false }))
  .catch(exitOnStartupError);
try {
  const [existing] = await database.db
    .select({ id: staff.id })
    .from(staff)
    .where(sql`lower(${staff.email}) = lower(${email.data})`);
  if (existing) fail(`A staff member with the e-mail ${email.data} already exists.`);
  const [row] = await database.db
    .insert(staff)
    .values({
      email: email.data,
      name: values.name?.trim() || email.data.split("@")[0]!,
      role: values.admin ? "admin" : "staff",
      passwordHash: await hashPassword(password.data),
    })
    .returning({ id: staff.id });
  console.log(
    `Staff member #${row!.id} (${email.data}) created. At the first sign-in at /admin/login they enrol an authenticator app (TOTP).`,
  );
} finally {
  await database.close();
}
