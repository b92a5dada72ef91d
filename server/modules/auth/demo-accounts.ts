// At every start: the demo accounts' passwords are published in the README, so on a
// public site they let anyone in, as a learner or as an admin. When any of them is active while
// PUBLIC_ORIGIN names a site other than this machine, the log says so and how to remove them.
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/client.ts";
import { DEMO_ACCOUNT_EMAILS } from "../../db/seed/demo-accounts.ts";
import { isLoopbackHost } from "../submission/site-origin.ts";
import { authRepository } from "./repository.ts";

export async function warnOfDemoAccounts(
  db: Executor,
  publicOrigin: string | undefined,
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<boolean> {
  if (!publicOrigin || isLoopbackHost(new URL(publicOrigin).host)) return false;
  const found = await authRepository.activeAccountsAmong(db, DEMO_ACCOUNT_EMAILS);
  if (found.length === 0) return false;
  log.warn(
    { publicOrigin, demoAccounts: found },
    `demo accounts exist on the public site ${publicOrigin} (${found.join(", ")}), and their passwords are in ` +
      "the README: start on a fresh database with DEMO_DATA=false (NODE_ENV=production does this), or deactivate " +
      "these accounts (staff on /admin/staff, learners by setting their status to 'I')",
  );
  return true;
}
