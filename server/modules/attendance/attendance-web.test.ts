// Attendance through the real app's pages, as a browser without scripts posts them: staff mark the
// grid on /admin/batches/{id}/attendance (labelled selects, a saved message in a status), upload a
// CSV that is refused whole with its lines named, and show a session's check-in code; the learner
// checks in with that code from their dashboard's training card and sees their own marks and
// percentage — never another learner's. Runs on each database driver.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { build, signedInPeople, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, enrol } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
let learner: { id: number; firstName: string | null; lastName: string | null; email: string };
let other: { id: number; firstName: string | null; lastName: string | null; email: string };
let batchId: number;
let pastSession: number;
let nowSession: number;
const SITE = "http://localhost";
const MINUTE = 60_000;

beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "0" } });
  const people = await signedInPeople(t, { learner: { firstName: "Asha", lastName: "Rao" } });
  ({ staffToken, learnerToken, learner } = people);
  const db = t.database.db;
  other = await createLearner(db, { firstName: "Ravi", lastName: "Kumar" });
  const course = await createCourse(db, { name: "Ethical Hacking Foundations" });
  batchId = (await createBatch(db, course.id)).id;
  await enrol(db, learner.id, batchId);
  await enrol(db, other.id, batchId);
  const addSession = async (startMinutes: number) => {
    const startsAt = new Date(Date.now() + startMinutes * MINUTE);
    const [row] = await db
      .insert(schema.trainingSchedules)
      .values({ trainingCardId: batchId, startsAt, endsAt: new Date(startsAt.getTime() + 120 * MINUTE), totalHours: 2 })
      .returning();
    return row!.id;
  };
  pastSession = await addSession(-2 * 24 * 60);
  nowSession = await addSession(-2);
});
afterAll(() => t?.close());

const navigation = {
  origin: SITE,
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
};
const page = (url: string, token: string) => t.app.inject({ url, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
const post = (url: string, token: string, form: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url,
    headers: {
      ...navigation,
      cookie: `${SESSION_COOKIE}=${token}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams(form).toString(),
  });
async function postFile(url: string, token: string, fields: Record<string, string>, csv: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("attendance", new File([csv], "attendance.csv", { type: "text/csv" }));
  const request = new Request(`${SITE}${url}`, { method: "POST", body: form });
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      ...navigation,
      cookie: `${SESSION_COOKIE}=${token}`,
      "content-type": request.headers.get("content-type")!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const staffPage = () => `/admin/batches/${batchId}/attendance`;
const marksOf = (sessionId: number) =>
  t.database.db.select().from(schema.attendanceMarks).where(eq(schema.attendanceMarks.scheduleId, sessionId));

describe("the staff attendance page without scripts", () => {
  it("is linked from the batch page and shows a labelled select per learner and held session", async () => {
    const batch = await page(`/admin/batches/${batchId}`, staffToken);
    expect(batch.body).toContain(`href="/admin/batches/${batchId}/attendance"`);
    const res = await page(staffPage(), staffToken);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<table[^>]*>.*<caption>Attendance of the sessions held so far<\/caption>/s);
    expect(res.body).toMatch(
      new RegExp(`<label[^>]*for="mark-${pastSession}-${learner.id}"[^>]*>Attendance of <!-- -->Asha Rao<!-- --> on `),
    );
    expect(res.body).toContain(`name="mark-${nowSession}-${other.id}"`);
  });

  it("saves the grid and says so in a status; the learner page then shows the percentage", async () => {
    const res = await post(staffPage(), staffToken, {
      intent: "marks",
      [`mark-${pastSession}-${learner.id}`]: "present",
      [`mark-${pastSession}-${other.id}`]: "absent",
      [`mark-${nowSession}-${learner.id}`]: "",
      [`mark-${nowSession}-${other.id}`]: "",
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/role="status"[^>]*>Attendance saved for 1 session\./);
    expect((await marksOf(pastSession)).map((row) => row.status).sort()).toEqual(["absent", "present"]);
    expect(res.body).toContain("1 of 2 (50 %)");
    // The batch page's learners table carries each learner's attendance so far.
    const batch = await page(`/admin/batches/${batchId}`, staffToken);
    expect(batch.body).toContain('<th scope="col">Attendance</th>');
    expect(batch.body).toContain("50 % (1 of 2 sessions)");
    expect(batch.body).toContain("0 % (0 of 2 sessions)");
  });

  it("refuses a wrong CSV file whole, naming its lines in an alert", async () => {
    const res = await postFile(
      staffPage(),
      staffToken,
      { intent: "csv", sessionId: String(pastSession) },
      `email,status\n${learner.email},late\nnobody@example.com,present\n`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatch(/role="alert"/);
    expect(res.body).toContain("Line 3: no learner has this e-mail");
    expect((await marksOf(pastSession)).find((row) => row.learnerId === learner.id)?.status).toBe("present");
  });

  it("shows today's session's check-in code on request", async () => {
    const res = await post(staffPage(), staffToken, { intent: "code", sessionId: String(nowSession) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/The check-in code is [A-Z0-9]{6}\./);
  });
});

describe("the learner's check-in and own attendance without scripts", () => {
  it("has a check-in form on the dashboard's training card posting to the attendance page", async () => {
    const res = await page("/learner/Profile?tab=courses", learnerToken);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`<form[^>]*action="/learner/trainings/${batchId}/attendance"`));
  });

  it("refuses a wrong code in an alert, marks present with the right one, and shows only the learner's own marks", async () => {
    const url = `/learner/trainings/${batchId}/attendance`;
    const wrong = await post(url, learnerToken, { intent: "check-in", code: "ZZZZZ9" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toMatch(/role="alert"[^>]*>This check-in code is not right/);
    const [code] = await t.database.db
      .select()
      .from(schema.attendanceCheckInCodes)
      .where(eq(schema.attendanceCheckInCodes.scheduleId, nowSession));
    const right = await post(url, learnerToken, { intent: "check-in", code: code!.code.toLowerCase() });
    expect(right.statusCode).toBe(200);
    expect(right.body).toMatch(/role="status"[^>]*>You are checked in to the session of .* IST: marked present\./);
    expect(right.body).toContain("You attended 2 of 2 sessions held so far (100 %)");
    expect(right.body).not.toContain("Ravi");

    const otherToken = await signIn(t.app, "learner", other.email);
    const theirs = await page(url, otherToken);
    expect(theirs.body).toContain("You attended 0 of 2 sessions held so far (0 %)");
    const stranger = await signIn(t.app, "learner", (await createLearner(t.database.db)).email);
    expect((await page(url, stranger)).statusCode).toBe(404);
  });
});

describe("attendance over the sessions", () => {
  it("charts each session held so far with how many of the batch attended, its table beside it", async () => {
    const res = await page(`/admin/batches/${batchId}/attendance`, staffToken);
    expect(res.statusCode).toBe(200);
    const body = res.body.replace(/<!-- -->/g, "");
    expect(body).toContain("Attendance over the sessions");
    expect(body).toContain('data-chart="attendance-by-session"');
    // Both sessions are held (two days ago, two minutes ago); each row counts the batch's two learners.
    const section = body.slice(body.indexOf('id="attendance-over-sessions"'));
    const table = section.slice(0, section.indexOf("</table>"));
    expect(table.match(/<th scope="row">\d\. [^<]+<\/th><td>\d of 2 \(\d+ %\)<\/td>/g)).toHaveLength(2);
  });
});
