// Links that could take a learner's account over (set-password, reset, e-mail change) end with a
// password change, a password set through a link, an e-mail change, and a newer link sent by
// staff or asked again: each old link is then refused and changes nothing. PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, signIn, type TestContext } from "../../test/app.ts";
import {
  createBatch,
  createCourse,
  createLead,
  createLearner,
  createStaff,
  TEST_PASSWORD,
} from "../../test/factories.ts";
import { passwordTokenRepository } from "../learner/password-token-repository.ts";

let t: TestContext;
let staffToken: string;
beforeAll(async () => {
  t = await build();
  const member = await createStaff(t.database.db);
  staffToken = await signIn(t.app, "staff", member.email);
});
afterAll(() => t.close());

const call = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: "POST", url: `/api${url}`, headers: apiHeaders(token ?? undefined), payload });
const mailsTo = (to: string) =>
  t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, to)).orderBy(schema.outbox.id);
const learnerRow = async (id: number) =>
  (await t.database.db.select().from(schema.learners).where(eq(schema.learners.id, id)))[0]!;
const passwordLinkOf = (text: string) => /\/learner\/set-password\?token=([\w-]+)/.exec(text)![1]!;
const emailLinkOf = (text: string) => /confirm-email\?token=([\w-]+)/.exec(text)![1]!;

/** A reset link mailed to the learner's address, as "Forgot password" sends it. */
async function resetLink(email: string): Promise<string> {
  expect((await call("/learners/password-reset", null, { email })).statusCode).toBe(202);
  await t.app.afterAnswer.idle();
  const mails = (await mailsTo(email)).filter((mail) => mail.kind === "learner-reset-password");
  return passwordLinkOf(mails.at(-1)!.text);
}

/** An e-mail change link mailed to `newEmail`, asked by the signed-in learner. */
async function emailLink(session: string, newEmail: string, currentPassword = TEST_PASSWORD): Promise<string> {
  const asked = await call("/learners/me/email-change", session, { newEmail, currentPassword });
  expect(asked.statusCode, asked.body).toBe(202);
  return emailLinkOf((await mailsTo(newEmail)).at(-1)!.text);
}

const usePasswordLink = (token: string, password = "stolen link passphrase") =>
  call("/learners/set-password", null, { token, password });
const useEmailLink = (token: string) => call("/learners/email-change/confirm", null, { token });

describe("a password change", () => {
  it("ends the reset links and the e-mail change links sent before it", async () => {
    const learner = await createLearner(t.database.db);
    const reset = await resetLink(learner.email);
    const session = await signIn(t.app, "learner", learner.email);
    const change = await emailLink(session, `taker-${learner.id}@example.org`);
    const changed = await call("/learners/me/password", session, {
      currentPassword: TEST_PASSWORD,
      newPassword: "monsoon kite harbour",
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const byReset = await usePasswordLink(reset);
    expect(byReset.statusCode).toBe(422);
    expect(byReset.json().detail[0].loc).toEqual(["body", "token"]);
    expect((await useEmailLink(change)).statusCode).toBe(422);
    expect((await learnerRow(learner.id)).email).toBe(learner.email);
    await signIn(t.app, "learner", learner.email, "monsoon kite harbour");
  });

  it("set through a reset link ends the e-mail change links too", async () => {
    const learner = await createLearner(t.database.db);
    const session = await signIn(t.app, "learner", learner.email);
    const change = await emailLink(session, `taker-${learner.id}@example.org`);
    expect((await usePasswordLink(await resetLink(learner.email), "owner's fresh passphrase")).statusCode).toBe(200);
    expect((await useEmailLink(change)).statusCode).toBe(422);
    expect((await learnerRow(learner.id)).email).toBe(learner.email);
  });
});

describe("an e-mail change", () => {
  it("ends the reset links mailed to the old address", async () => {
    const learner = await createLearner(t.database.db);
    const reset = await resetLink(learner.email);
    const session = await signIn(t.app, "learner", learner.email);
    const newEmail = `moved-${learner.id}@example.org`;
    expect((await useEmailLink(await emailLink(session, newEmail))).statusCode).toBe(200);

    expect((await usePasswordLink(reset)).statusCode).toBe(422);
    expect((await learnerRow(learner.id)).email).toBe(newEmail);
    await signIn(t.app, "learner", newEmail);
  });

  it("ends a set-password link that was never used", async () => {
    const learner = await createLearner(t.database.db);
    const setLink = await passwordTokenRepository.issue(t.database.db, learner.id, "set");
    const session = await signIn(t.app, "learner", learner.email);
    expect((await useEmailLink(await emailLink(session, `owner-${learner.id}@example.org`))).statusCode).toBe(200);
    expect((await usePasswordLink(setLink)).statusCode).toBe(422);
  });
});

describe("a newer link", () => {
  it("sent by staff (a second enrolment) ends the set-password link sent before it", async () => {
    const learner = await createLearner(t.database.db, { passwordHash: null });
    const course = await createCourse(t.database.db);
    const first = await createBatch(t.database.db, course.id);
    const second = await createBatch(t.database.db, course.id);
    const links: string[] = [];
    for (const batch of [first, second]) {
      const lead = await createLead(t.database.db, {
        courseId: course.id,
        trainingCardId: batch.id,
        email: learner.email,
      });
      expect((await call(`/admin/leads/${lead.id}/convert`, staffToken, {})).statusCode).toBe(200);
      links.push(passwordLinkOf((await mailsTo(learner.email)).at(-1)!.text));
    }
    expect((await usePasswordLink(links[0]!)).statusCode).toBe(422);
    expect((await learnerRow(learner.id)).passwordHash).toBeNull();
    expect((await usePasswordLink(links[1]!)).statusCode).toBe(200);
  });

  it("asked again ends the reset link asked before it", async () => {
    const learner = await createLearner(t.database.db);
    const older = await resetLink(learner.email);
    const newer = await resetLink(learner.email);
    expect(newer).not.toBe(older);
    expect((await usePasswordLink(older)).statusCode).toBe(422);
    expect((await usePasswordLink(newer)).statusCode).toBe(200);
  });

  it("over the hourly mail limit is not made: the link already mailed still works", async () => {
    const learner = await createLearner(t.database.db);
    const links = [await resetLink(learner.email), await resetLink(learner.email), await resetLink(learner.email)];
    const fourth = await call("/learners/password-reset", null, { email: learner.email });
    expect(fourth.statusCode).toBe(202);
    await t.app.afterAnswer.idle();
    const resets = (await mailsTo(learner.email)).filter((mail) => mail.kind === "learner-reset-password");
    expect(resets).toHaveLength(3);
    expect((await usePasswordLink(links[2]!)).statusCode).toBe(200);
  });
});
