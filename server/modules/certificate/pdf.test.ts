// A certificate's PDF: A4 landscape, its text (read back with pdftotext) states the
// learner, course, hours, dates and code and the verification address built from PUBLIC_ORIGIN;
// only the learner it was issued to and staff get it; a revoked one is no longer handed out.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, build, caller, signedInPeople, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, daysFromToday, enrol } from "../../test/factories.ts";

const ORIGIN = "https://www.skillbridge.example";
let t: TestContext;
let staffToken: string;
let learnerToken: string;
let otherToken: string;
let certificate: { id: number; code: string };

beforeAll(async () => {
  t = await build({ env: { PUBLIC_ORIGIN: ORIGIN } });
  const db = t.database.db;
  const people = await signedInPeople(t, { learner: { firstName: "Meera", lastName: "Shah" } });
  ({ staffToken, learnerToken } = people);
  const other = await createLearner(db);
  otherToken = await signIn(t.app, "learner", other.email);
  const course = await createCourse(db, { name: "Cloud Security Practitioner", hours: { training: 32, lab: 8 } });
  const batch = await createBatch(db, course.id, { startDate: "2026-01-05", endDate: "2026-02-27" });
  await enrol(db, people.learner.id, batch.id, new Date("2026-01-01T12:00:00+05:30"));
  await enrol(db, other.id, batch.id, new Date("2026-01-01T12:00:00+05:30"));
  const issued = await caller(t, () => staffToken)("POST", `/api/admin/batches/${batch.id}/certificates`, {
    learnerIds: [people.learner.id],
  });
  certificate = (issued.json() as { issued: { id: number; code: string }[] }).issued[0]!;
  expect(daysFromToday(0) > "2026-02-27").toBe(true);
});
afterAll(() => t.close());

const download = (token: string | undefined, file = `${certificate.id}.pdf`) =>
  t.app.inject({
    method: "GET",
    url: `/certificate-files/${file}`,
    headers: { host: "www.skillbridge.example", ...(token ? { authorization: apiHeaders(token).authorization! } : {}) },
  });

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "sb-cert-")), "certificate.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("certificate PDF", () => {
  it("is an A4 landscape PDF stating who, what, how long, when, the code and where to verify it", async () => {
    const res = await download(learnerToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="certificate-[0-9A-Z-]+\.pdf"$/);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // A4 landscape: 841.89 × 595.28 points.
    expect(bytes.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const text = pdfText(bytes).replace(/\s+/g, " ");
    expect(text).toContain("Certificate of Completion");
    expect(text).toContain("Meera Shah");
    expect(text).toContain("Cloud Security Practitioner");
    expect(text).toContain("40 hours (32 hours of training + 8 hours of lab)");
    expect(text).toContain("5 Jan 2026 – 27 Feb 2026");
    expect(text).toContain(certificate.code);
    expect(text).toContain(`${ORIGIN}/verify/${encodeURIComponent(certificate.code)}`);
    expect(text).toContain("SkillBridge Academy");
    // The QR code is an image in the page.
    expect(bytes.toString("latin1")).toMatch(/\/Subtype \/Image/);
  });

  it("is the learner's own and staff's: anyone else gets 404", async () => {
    expect((await download(staffToken)).statusCode).toBe(200);
    expect((await download(otherToken)).statusCode).toBe(404);
    expect((await download(undefined)).statusCode).toBe(404);
    expect((await download(learnerToken, "999999.pdf")).statusCode).toBe(404);
    expect((await download(learnerToken, `${certificate.id}.txt`)).statusCode).toBe(404);
  });

  it("is no longer handed out once revoked", async () => {
    const revoked = await caller(t, () => staffToken)("POST", `/api/admin/certificates/${certificate.id}/revoke`, {
      reason: "Issued by mistake",
    });
    expect(revoked.statusCode).toBe(200);
    expect((await download(learnerToken)).statusCode).toBe(410);
  });
});
