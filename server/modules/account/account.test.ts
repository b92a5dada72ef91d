// Account Settings through the API, on PGlite and PostgreSQL: changing the password
// (other sessions end, this one stays, a mail tells the learner; a wrong current or weak new one
// changes nothing), the profile, the e-mail through a link to the new address (expiring, single
// use, only its hash stored, the old address told), sessions (where and when, end one or all
// others), reminders and the calendar token.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, signIn, type TestContext } from "../../test/app.ts";
import { createCourse, createLearner, TEST_PASSWORD } from "../../test/factories.ts";

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object, agent?: string) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...apiHeaders(token ?? undefined), ...(agent ? { "user-agent": agent } : {}) },
    ...(payload ? { payload } : {}),
  });
const mailsTo = (to: string) => t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, to));
const learnerRow = async (id: number) =>
  (await t.database.db.select().from(schema.learners).where(eq(schema.learners.id, id)))[0]!;

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

async function signInWith(email: string, agent: string, password = TEST_PASSWORD) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/login/learners/",
    headers: { ...apiHeaders(), "user-agent": agent },
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

describe("the account", () => {
  it("is the learner's own only, and says where and when each session started, without the whole agent or address", async () => {
    const learner = await createLearner(t.database.db);
    const token = await signInWith(learner.email, CHROME_WINDOWS);
    expect((await call("GET", "/learners/me/account", null)).statusCode).toBe(401);
    const res = await call("GET", "/learners/me/account", token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    const account = res.json();
    expect(account.profile).toMatchObject({ email: learner.email, firstName: learner.firstName });
    expect(account.reminders).toBe(true);
    expect(account.calendarToken).toMatch(/^[\w-]{43}$/);
    expect(account.sessions).toEqual([
      {
        id: expect.any(String),
        current: true,
        startedAt: expect.any(String),
        device: "Chrome on Windows",
        network: "127.0.0.x",
      },
    ]);
    expect(JSON.stringify(account)).not.toContain("Mozilla");
  });
});

describe("changing the password", () => {
  it("changes it, ends every other session but this one, and mails the learner", async () => {
    const learner = await createLearner(t.database.db);
    const here = await signIn(t.app, "learner", learner.email);
    const elsewhere = await signIn(t.app, "learner", learner.email);
    const res = await call("POST", "/learners/me/password", here, {
      currentPassword: TEST_PASSWORD,
      newPassword: "monsoon kite harbour",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call("GET", "/learners/me/account", here)).statusCode).toBe(200);
    expect((await call("GET", "/learners/me/account", elsewhere)).statusCode).toBe(401);
    const mails = await mailsTo(learner.email);
    expect(mails.map((mail) => mail.kind)).toEqual(["learner-password-changed"]);
    expect(mails[0]!.text).toContain("was changed");
    expect(mails[0]!.text).not.toContain("monsoon kite harbour");
    await signIn(t.app, "learner", learner.email, "monsoon kite harbour");
  });

  it.each([
    [
      "a wrong current password",
      { currentPassword: "not-my-password", newPassword: "monsoon kite harbour" },
      "currentPassword",
      "not right",
    ],
    ["a short new one", { currentPassword: TEST_PASSWORD, newPassword: "short" }, "newPassword", "at least 8"],
    ["a common new one", { currentPassword: TEST_PASSWORD, newPassword: "password123" }, "newPassword", "most common"],
  ])("refuses %s with a clear message and changes nothing", async (_label, body, field, message) => {
    const learner = await createLearner(t.database.db);
    const here = await signIn(t.app, "learner", learner.email);
    const elsewhere = await signIn(t.app, "learner", learner.email);
    const before = (await learnerRow(learner.id)).passwordHash;
    const res = await call("POST", "/learners/me/password", here, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toEqual({ loc: ["body", field], msg: expect.stringContaining(message) });
    expect((await learnerRow(learner.id)).passwordHash).toBe(before);
    expect((await call("GET", "/learners/me/account", elsewhere)).statusCode).toBe(200);
    expect(await mailsTo(learner.email)).toEqual([]);
  });
});

describe("the profile", () => {
  it("saves name, contact, organisation, country and state", async () => {
    const learner = await createLearner(t.database.db);
    const token = await signIn(t.app, "learner", learner.email);
    const res = await call("PUT", "/learners/me/profile", token, {
      firstName: " Ananya ",
      lastName: "Iyer",
      contact: "+91 98450 12345",
      orgName: "",
      countryName: "India",
      stateCode: "29",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await learnerRow(learner.id)).toMatchObject({
      firstName: "Ananya",
      lastName: "Iyer",
      contact: "+91 98450 12345",
      orgName: null,
      countryName: "India",
      stateCode: "29",
      email: learner.email,
    });
  });

  it.each([
    ["no first name", { firstName: "", countryName: "India", stateCode: "29" }, "firstName"],
    ["a bad phone number", { firstName: "A", contact: "call me", countryName: "India", stateCode: "29" }, "contact"],
    ["India without a state", { firstName: "A", countryName: "India", stateCode: "" }, "stateCode"],
    ["a state not on the list", { firstName: "A", countryName: "India", stateCode: "99" }, "stateCode"],
  ])("refuses %s and changes nothing", async (_label, body, field) => {
    const learner = await createLearner(t.database.db);
    const token = await signIn(t.app, "learner", learner.email);
    const res = await call("PUT", "/learners/me/profile", token, { lastName: "", contact: "", orgName: "", ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((item: { loc: string[] }) => item.loc.at(-1))).toContain(field);
    expect(await learnerRow(learner.id)).toMatchObject({ firstName: learner.firstName, contact: learner.contact });
  });
});

describe("changing the e-mail", () => {
  const linkToken = (text: string) => /confirm-email\?token=([\w-]+)/.exec(text)![1]!;

  it("mails a link to the new address; the address changes only when it is used, once; the old one is told", async () => {
    const learner = await createLearner(t.database.db);
    const token = await signIn(t.app, "learner", learner.email);
    const newEmail = `new-${learner.id}@example.org`;
    const res = await call("POST", "/learners/me/email-change", token, { newEmail, currentPassword: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(202);
    expect((await learnerRow(learner.id)).email).toBe(learner.email);
    const [linkMail] = await mailsTo(newEmail);
    const secret = linkToken(linkMail!.text);
    // Only the link's hash is kept.
    const [stored] = await t.database.db
      .select()
      .from(schema.emailChangeTokens)
      .where(eq(schema.emailChangeTokens.learnerId, learner.id));
    expect(stored!.tokenHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect((await call("GET", "/learners/me/account", token)).json().pendingEmail).toBe(newEmail);

    // The enrolment the learner sent under the old address (its fees and invoices are found by it).
    const course = await createCourse(t.database.db);
    const [lead] = await t.database.db
      .insert(schema.leads)
      .values({ name: "Asha", email: learner.email.toUpperCase(), contact: "+91 98765 43210", courseId: course.id })
      .returning();

    const confirm = await call("POST", "/learners/email-change/confirm", null, { token: secret });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await learnerRow(learner.id)).email).toBe(newEmail);
    const [moved] = await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, lead!.id));
    expect(moved!.email).toBe(newEmail);
    const told = await mailsTo(learner.email);
    expect(told.map((mail) => mail.kind)).toEqual(["learner-email-changed"]);
    expect(told[0]!.text).not.toContain(newEmail);

    const again = await call("POST", "/learners/email-change/confirm", null, { token: secret });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0].msg).toContain("already used");
    await signIn(t.app, "learner", newEmail);
  });

  it("refuses an expired link and changes nothing", async () => {
    const learner = await createLearner(t.database.db);
    const token = await signIn(t.app, "learner", learner.email);
    const newEmail = `late-${learner.id}@example.org`;
    await call("POST", "/learners/me/email-change", token, { newEmail, currentPassword: TEST_PASSWORD });
    const secret = linkToken((await mailsTo(newEmail))[0]!.text);
    await t.database.db
      .update(schema.emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.emailChangeTokens.learnerId, learner.id));
    const res = await call("POST", "/learners/email-change/confirm", null, { token: secret });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].msg).toContain("expired");
    expect((await learnerRow(learner.id)).email).toBe(learner.email);
  });

  it("refuses a wrong password, the same address and one another account uses; mails nothing", async () => {
    const learner = await createLearner(t.database.db);
    const other = await createLearner(t.database.db);
    const token = await signIn(t.app, "learner", learner.email);
    const wrong = await call("POST", "/learners/me/email-change", token, {
      newEmail: "x@example.org",
      currentPassword: "nope-nope",
    });
    expect(wrong.statusCode).toBe(422);
    const same = await call("POST", "/learners/me/email-change", token, {
      newEmail: learner.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(same.statusCode).toBe(422);
    const taken = await call("POST", "/learners/me/email-change", token, {
      newEmail: other.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail[0].msg).toBe("Another account uses this e-mail address");
    expect(await mailsTo("x@example.org")).toEqual([]);
    expect(await mailsTo(other.email)).toEqual([]);
  });
});

describe("sessions", () => {
  it("ends one session of the learner's own, or every other one; never another learner's", async () => {
    const learner = await createLearner(t.database.db);
    const stranger = await createLearner(t.database.db);
    const here = await signIn(t.app, "learner", learner.email);
    const phone = await signInWith(
      learner.email,
      "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
    );
    const laptop = await signIn(t.app, "learner", learner.email);
    const strangerToken = await signIn(t.app, "learner", stranger.email);
    const sessions = (await call("GET", "/learners/me/account", here)).json().sessions as {
      id: string;
      device: string;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(3);
    const phoneSession = sessions.find((session) => session.device === "Chrome on Android")!;

    expect((await call("DELETE", `/learners/me/sessions/${phoneSession.id}`, strangerToken)).statusCode).toBe(404);
    expect((await call("GET", "/learners/me/account", phone)).statusCode).toBe(200);
    expect((await call("DELETE", `/learners/me/sessions/${phoneSession.id}`, here)).statusCode).toBe(200);
    expect((await call("GET", "/learners/me/account", phone)).statusCode).toBe(401);
    expect((await call("GET", "/learners/me/account", laptop)).statusCode).toBe(200);

    expect((await call("POST", "/learners/me/sessions/end-others", here)).statusCode).toBe(200);
    expect((await call("GET", "/learners/me/account", laptop)).statusCode).toBe(401);
    expect((await call("GET", "/learners/me/account", here)).json().sessions).toHaveLength(1);
    expect((await call("GET", "/learners/me/account", strangerToken)).statusCode).toBe(200);
  });
});

describe("reminders and the calendar address", () => {
  it("turns reminders off and on, and replaces the calendar token", async () => {
    const learner = await createLearner(t.database.db);
    const token = await signIn(t.app, "learner", learner.email);
    expect((await call("PUT", "/learners/me/reminders", token, { reminders: false })).statusCode).toBe(200);
    expect((await learnerRow(learner.id)).remindersOff).toBe(true);
    expect((await call("GET", "/learners/me/account", token)).json().reminders).toBe(false);
    const before = (await call("GET", "/learners/me/account", token)).json().calendarToken;
    expect((await call("POST", "/learners/me/calendar-token", token)).statusCode).toBe(200);
    const after = (await call("GET", "/learners/me/account", token)).json().calendarToken;
    expect(after).not.toBe(before);
    const [feed] = await t.database.db
      .select()
      .from(schema.calendarFeeds)
      .where(and(eq(schema.calendarFeeds.learnerId, learner.id)));
    expect(feed!.token).toBe(after);
  });

  it("writes the learner's mails in the language they choose, and refuses one the site does not have", async () => {
    const learner = await createLearner(t.database.db);
    const token = await signIn(t.app, "learner", learner.email);
    expect((await call("GET", "/learners/me/account", token)).json().language).toBe("en");
    const saved = await call("PUT", "/learners/me/language", token, { language: "hi" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().detail).toBe("Your mail language is saved");
    expect((await learnerRow(learner.id)).language).toBe("hi");
    expect((await call("GET", "/learners/me/account", token)).json().language).toBe("hi");
    expect((await call("PUT", "/learners/me/language", token, { language: "fr" })).statusCode).toBe(422);
    expect((await learnerRow(learner.id)).language).toBe("hi");
    expect((await call("PUT", "/learners/me/language", null, { language: "en" })).statusCode).toBe(401);
  });
});
