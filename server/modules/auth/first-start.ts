// At start: the first staff account from ADMIN_EMAIL / ADMIN_PASSWORD when no staff
// member has that e-mail yet (an existing account is never changed), and second-factor secrets
// left in plain text by an earlier version sealed.
import type { FastifyBaseLogger } from "fastify";
import { type Config, ConfigError } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { MfaRepository } from "./mfa-repository.ts";
import { createStaffAccount } from "./staff-accounts.ts";

export async function prepareStaffAccounts(
  db: Db,
  config: Pick<Config, "ADMIN_EMAIL" | "ADMIN_PASSWORD">,
  mfa: MfaRepository,
  log: FastifyBaseLogger,
): Promise<void> {
  const sealed = await mfa.sealPlainSecrets(db);
  if (sealed > 0) log.info({ sealed }, "second-factor secrets sealed");
  if (!config.ADMIN_EMAIL) return;
  const outcome = await createStaffAccount(db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD ?? "",
    name: "Administrator",
    role: "admin",
  });
  if (outcome.kind === "invalid") {
    throw new ConfigError(
      `Invalid configuration:\n  ${outcome.field === "email" ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"}: ${outcome.message}`,
    );
  }
  if (outcome.kind === "created") {
    log.info(
      { staffId: outcome.id },
      `first staff account ${outcome.email} created: it enrols its second factor at /admin/login`,
    );
  }
}
