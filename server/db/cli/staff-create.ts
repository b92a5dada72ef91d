// npm run staff:create -- --email priya@example.in --password '…' [--name 'Priya Menon'] [--admin]
// Creates a staff member (argon2id password, ASVS rules). They enrol their authenticator app
// (TOTP) at their first sign-in at /admin/login; only the demo account may skip it, in demo mode.
import { parseArgs } from "node:util";
import { loadConfig } from "../../config.ts";
import { checkNewStaff, createStaffAccount } from "../../modules/auth/staff-accounts.ts";
import { exitOnStartupError } from "../../startup-errors.ts";
import { openConfiguredDatabase } from "../open.ts";

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
const input = {
  email: values.email ?? "",
  password: values.password ?? "",
  name: values.name,
  role: values.admin ? ("admin" as const) : ("staff" as const),
};
const checked = checkNewStaff(input);
if (checked.kind === "invalid") fail(checked.field === "email" ? `${usage}\n${checked.message}` : checked.message);

const database = await Promise.resolve()
  .then(() => openConfiguredDatabase(loadConfig(), { seed: false }))
  .catch(exitOnStartupError);
try {
  const outcome = await createStaffAccount(database.db, input);
  if (outcome.kind === "exists") fail(`A staff member with the e-mail ${outcome.email} already exists.`);
  if (outcome.kind === "invalid") fail(outcome.message);
  console.log(
    `Staff member #${outcome.id} (${outcome.email}) created. At the first sign-in at /admin/login they enrol an authenticator app (TOTP).`,
  );
} finally {
  await database.close();
}
