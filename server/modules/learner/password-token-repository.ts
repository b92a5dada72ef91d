// The only place that queries one-time links to set or reset a learner's password:
// 32 random bytes, only their SHA-256 stored, valid 72 hours, used once. A new link (a reset asked
// again, a set-password link sent again with an enrolment) ends the learner's earlier ones, and
// using one spends every other link of the learner.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { learnerPasswordTokens } from "../../db/schema.ts";

export const PASSWORD_LINK_VALID_HOURS = 72;
export const SET_PASSWORD_PATH = "/learner/set-password";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export const passwordTokenRepository = {
  /** A new link's token (to put in the mail; never stored as it is); the learner's earlier links end. */
  async issue(db: Executor, learnerId: number, purpose: "set" | "reset"): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = new Date();
    await db.delete(learnerPasswordTokens).where(lt(learnerPasswordTokens.expiresAt, now));
    await db
      .update(learnerPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(learnerPasswordTokens.learnerId, learnerId), isNull(learnerPasswordTokens.usedAt)));
    await db.insert(learnerPasswordTokens).values({
      learnerId,
      tokenHash: hashOf(token),
      purpose,
      expiresAt: new Date(Date.now() + PASSWORD_LINK_VALID_HOURS * 3_600_000),
    });
    return token;
  },

  /** Spends a live token: the learner's id, or null for an unknown, expired or used one. */
  async consume(db: Executor, token: string): Promise<number | null> {
    const now = new Date();
    const [row] = await db
      .update(learnerPasswordTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(learnerPasswordTokens.tokenHash, hashOf(token)),
          isNull(learnerPasswordTokens.usedAt),
          gt(learnerPasswordTokens.expiresAt, now),
        ),
      )
      .returning({ learnerId: learnerPasswordTokens.learnerId });
    if (!row) return null;
    await db
      .update(learnerPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(learnerPasswordTokens.learnerId, row.learnerId), isNull(learnerPasswordTokens.usedAt)));
    return row.learnerId;
  },
};

/** The address in the mail: the set-password page with the token. */
export function passwordLink(origin: string, token: string): string {
  return `${origin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}
