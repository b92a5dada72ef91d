// A staff session ends after 30 minutes without use, within its 8 hours; each use
// moves the end on (at most one write a minute). Learners' sessions keep their fixed 8 hours.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema.ts";
import { apiHeaders, build, signIn, type TestContext } from "../../test/app.ts";
import { createLearner, createStaff } from "../../test/factories.ts";
import { SESSION_TTL_SECONDS, STAFF_IDLE_TIMEOUT_SECONDS } from "./tokens.ts";

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const inbox = (token: string) => t.app.inject({ method: "GET", url: "/api/admin/inbox", headers: apiHeaders(token) });

async function onlySession(subjectType: "staff" | "learner", subjectId: number) {
  const rows = await t.database.db.select().from(sessions).where(eq(sessions.subjectId, subjectId));
  const row = rows.find((session) => session.subjectType === subjectType);
  if (!row) throw new Error("no session");
  return row;
}
const setTimes = (id: string, values: { createdAt?: Date; expiresAt?: Date }) =>
  t.database.db.update(sessions).set(values).where(eq(sessions.id, id));

describe("staff session idle timeout", () => {
  it("starts with 30 minutes and ends when left unused that long", async () => {
    const staff = await createStaff(t.database.db);
    const token = await signIn(t.app, "staff", staff.email);
    const session = await onlySession("staff", staff.id);
    const left = session.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(STAFF_IDLE_TIMEOUT_SECONDS * 1000 - MINUTE);
    expect(left).toBeLessThanOrEqual(STAFF_IDLE_TIMEOUT_SECONDS * 1000);
    expect((await inbox(token)).statusCode).toBe(200);

    // Thirty-one minutes later, unused: the end has passed.
    await setTimes(session.id, { expiresAt: new Date(Date.now() - MINUTE) });
    expect((await inbox(token)).statusCode).toBe(401);
  });

  it("moves the end on with each use, but never past 8 hours after sign-in", async () => {
    const staff = await createStaff(t.database.db);
    const token = await signIn(t.app, "staff", staff.email);
    const session = await onlySession("staff", staff.id);

    await setTimes(session.id, { expiresAt: new Date(Date.now() + 5 * MINUTE) });
    expect((await inbox(token)).statusCode).toBe(200);
    const moved = (await onlySession("staff", staff.id)).expiresAt.getTime() - Date.now();
    expect(moved).toBeGreaterThan(STAFF_IDLE_TIMEOUT_SECONDS * 1000 - MINUTE);

    const signedInAt = new Date(Date.now() - SESSION_TTL_SECONDS * 1000 + 10 * MINUTE);
    await setTimes(session.id, { createdAt: signedInAt, expiresAt: new Date(Date.now() + 2 * MINUTE) });
    expect((await inbox(token)).statusCode).toBe(200);
    const capped = (await onlySession("staff", staff.id)).expiresAt.getTime();
    expect(capped).toBe(signedInAt.getTime() + SESSION_TTL_SECONDS * 1000);
  });

  it("leaves a learner's session its fixed 8 hours", async () => {
    const learner = await createLearner(t.database.db);
    await signIn(t.app, "learner", learner.email);
    const left = (await onlySession("learner", learner.id)).expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(SESSION_TTL_SECONDS * 1000 - MINUTE);
  });
});
