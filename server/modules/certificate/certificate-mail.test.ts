// A learner whose certificate is issued gets a mail, through the outbox and the mail worker to a
// real SMTP server, naming the course and batch and carrying the verification code and the public
// page anyone can check it on. One mail per learner certified; none for a learner left out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, caller, signedInPeople, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, daysFromToday, enrol } from "../../test/factories.ts";
import { startSmtpServer } from "../mail/smtp-test-server.ts";

const ORIGIN = "https://certs.skillbridge.example";
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let call: ReturnType<typeof caller>;
let batchId: number;
let meeraId: number;
let arjunId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await build({ env: { SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN } });
  const db = t.database.db;
  const people = await signedInPeople(t, {
    learner: { firstName: "Meera", lastName: "Shah", email: "meera.cert@example.com" },
  });
  call = caller(t, () => people.staffToken);
  meeraId = people.learner.id;
  arjunId = (await createLearner(db, { firstName: "Arjun", lastName: "Rao", email: "arjun.cert@example.com" })).id;
  const course = await createCourse(db, { name: "Cloud Security Practitioner", hours: { training: 32, lab: 8 } });
  batchId = (await createBatch(db, course.id, { startDate: "2026-09-01", endDate: "2026-09-30" })).id;
  for (const id of [meeraId, arjunId]) await enrol(db, id, batchId, new Date(daysFromToday(-120)));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The mails the SMTP server received for `email`, after the mail worker ran. */
async function mailsTo(email: string) {
  await t.app.mailWorker.runOnce();
  return smtp.received.filter((mail) => mail.to.includes(email));
}
/** The body's words on one line. */
const words = (body: string) => body.replace(/\r?\n/g, " ").replace(/\s+/g, " ");

describe("the certificate-issued mail", () => {
  it("reaches the certified learner with the course, the batch, the code and the /verify link", async () => {
    const res = await call("POST", `/api/admin/batches/${batchId}/certificates`, { learnerIds: [meeraId] });
    expect(res.statusCode, res.body).toBe(201);
    const [certificate] = (res.json() as { issued: { code: string }[] }).issued;
    const code = certificate!.code;

    const [mail, ...more] = await mailsTo("meera.cert@example.com");
    expect(more).toEqual([]);
    expect(mail!.body).toContain("Subject: Your certificate: Cloud Security Practitioner");
    const text = words(mail!.body);
    expect(text).toContain("Dear Meera Shah");
    expect(text).toContain("your certificate for Cloud Security Practitioner is issued");
    expect(text).toContain("1 Sept 2026 to 30 Sept 2026");
    expect(text).toContain(code);
    expect(text).toContain(`${ORIGIN}/verify/${encodeURIComponent(code)}`);
    // The learner left out of this issue hears nothing.
    expect(await mailsTo("arjun.cert@example.com")).toEqual([]);
  });

  it("the link in the mail opens that certificate's verification", async () => {
    const [mail] = await mailsTo("meera.cert@example.com");
    // The check symbol may be one of * ~ $ =, which the link carries percent-encoded.
    const link = words(mail!.body).match(/\/verify\/([^\s"<>]+)/);
    expect(link).not.toBeNull();
    const verified = await call("GET", `/api/certificates/verify/${link![1]}`, undefined, null);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      status: "valid",
      learnerName: "Meera Shah",
      courseName: "Cloud Security Practitioner",
    });
  });
});
