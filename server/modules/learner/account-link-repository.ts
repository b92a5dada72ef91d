// The one-time links that can take a learner's account over: set-password and reset links
// (learner_password_tokens) and e-mail change links (email_change_tokens). Whoever holds one
// of them in an old mailbox, a forwarded mail or a shared screen could still set a password or
// move the account to their own address, so a password change, a password set through a link
// and an e-mail change end every one still outstanding: only the account's owner, as they are
// now, may start a new one.
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { emailChangeTokens, learnerPasswordTokens } from "../../db/schema.ts";

/** Marks every unused set-password, reset and e-mail change link of the learner as used. */
export async function endAccountLinks(db: Executor, learnerId: number): Promise<void> {
  const now = new Date();
  await db
    .update(learnerPasswordTokens)
    .set({ usedAt: now })
    .where(and(eq(learnerPasswordTokens.learnerId, learnerId), isNull(learnerPasswordTokens.usedAt)));
  await db
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.learnerId, learnerId), isNull(emailChangeTokens.usedAt)));
}
