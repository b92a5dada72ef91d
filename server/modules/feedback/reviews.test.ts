// A learner's feedback becomes a review only with the learner's consent and a
// staff approval: then it is on the course page (first name only, average and count) and on the
// card's facts; without consent or without approval it is nowhere. Trainers staff attach to a
// batch show on its course page. Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, build, caller, expectStaffOnly, signedInPeople, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, daysFromToday, enrol } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
let learner: { id: number };
let course: { id: number };
let batch: { id: number };
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);

beforeAll(async () => {
  t = await build();
  const people = await signedInPeople(t, { learner: { firstName: "Meera", lastName: "Iyer" } });
  ({ staffToken, learnerToken, learner } = people);
  course = await createCourse(t.database.db, { name: "Reviewed Course" });
  batch = await createBatch(t.database.db, course.id, { startDate: daysFromToday(-40), endDate: daysFromToday(-5) });
  await createBatch(t.database.db, course.id, { startDate: daysFromToday(5), endDate: daysFromToday(30) });
  await enrol(t.database.db, learner.id, batch.id);
});
afterAll(() => t.close());

const postFeedback = async (message: string, rating: number, publishConsent?: boolean) => {
  const res = await call(
    "POST",
    `/api/training-cards/${batch.id}/feedbacks`,
    {
      feedbackMsg: message,
      feedbackRating: rating,
      ictId_id: course.id,
      learnerId_id: learner.id,
      ...(publishConsent === undefined ? {} : { publishConsent }),
    },
    learnerToken,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; publishConsent: boolean };
};
const page = async () => {
  const res = await call("GET", `/api/ictData/${course.id}/page`, undefined, null);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    reviews: { average: number | null; count: number; items: { id: number; author: string; message: string }[] };
    trainers: { name: string; certifications: string[] }[];
    batches: { id: number; trainers: { id: number; name: string }[] }[];
  };
};
const cardRating = async () => {
  const res = await call("GET", `/api/ictData/?search=${encodeURIComponent("Reviewed Course")}`, undefined, null);
  return (res.json() as { id: number; facts: { rating: unknown } }[]).find((item) => item.id === course.id)?.facts
    .rating;
};

describe("reviews", () => {
  let consented: number;
  let private_: number;

  it("are staff-only to list and approve", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", "/api/admin/reviews"],
        ["POST", "/api/admin/reviews/1/approve"],
        ["POST", "/api/admin/reviews/1/unapprove"],
        ["GET", "/api/admin/trainers"],
        ["POST", "/api/admin/trainers", { name: "X" }],
      ],
      learnerToken,
    );
  });

  it("feedback with consent is pending, not public, until staff approve it", async () => {
    consented = (await postFeedback("<b>Great</b> labs & mentors", 4, true)).id;
    private_ = (await postFeedback("Only for the team", 1)).id;
    expect((await page()).reviews).toEqual({ average: null, count: 0, items: [] });
    expect(await cardRating()).toBeNull();
    const pending = (await call("GET", "/api/admin/reviews?state=pending")).json();
    expect(pending.items.map((item: { id: number }) => item.id)).toEqual([consented]);
    expect(pending.items[0]).toMatchObject({ learnerName: "Meera Iyer", rating: 4, approvedAt: null });
  });

  it("approved, it is on the course page (first name only, text as sent) and in the card's rating; audited", async () => {
    const res = await call("POST", `/api/admin/reviews/${consented}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().approvedAt).toEqual(expect.any(String));
    const { reviews } = await page();
    expect(reviews).toMatchObject({ average: 4, count: 1 });
    expect(reviews.items).toEqual([
      { id: consented, author: "Meera", rating: 4, message: "<b>Great</b> labs & mentors", date: expect.any(String) },
    ]);
    expect(await cardRating()).toEqual({ average: 4, count: 1 });
    expect((await auditRows(t, "feedback", consented)).map((row) => row.action)).toEqual(["review.approve"]);
  });

  it("without consent it cannot be approved and stays off the page", async () => {
    const res = await call("POST", `/api/admin/reviews/${private_}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe("The learner did not agree to publish this feedback");
    expect((await page()).reviews.items.map((item) => item.id)).toEqual([consented]);
    expect((await call("GET", "/api/admin/reviews")).json().items.map((item: { id: number }) => item.id)).toEqual([
      consented,
    ]);
  });

  it("unapproved, it leaves the page again; an unknown id is a 404", async () => {
    expect((await call("POST", `/api/admin/reviews/${consented}/unapprove`)).statusCode).toBe(200);
    expect((await page()).reviews.count).toBe(0);
    expect(await cardRating()).toBeNull();
    expect((await call("POST", "/api/admin/reviews/999999/approve")).statusCode).toBe(404);
  });
});

describe("trainers", () => {
  it("staff add a trainer, attach it to a batch, and the course page shows it", async () => {
    const created = await call("POST", "/api/admin/trainers", {
      name: "Arjun Mehta",
      bio: "Cloud architect.",
      years: 12,
      certifications: "AWS Solutions Architect – Professional\nCKA",
      linkedinUrl: "https://www.linkedin.com/in/example",
    });
    expect(created.statusCode, created.body).toBe(201);
    const trainerId = created.json().id as number;
    expect((await page()).trainers).toEqual([]);
    const set = await call("PUT", `/api/admin/batches/${batch.id}/trainers`, { trainerIds: [trainerId] });
    expect(set.statusCode, set.body).toBe(200);
    expect((await page()).trainers).toEqual([
      expect.objectContaining({
        name: "Arjun Mehta",
        years: 12,
        certifications: ["AWS Solutions Architect – Professional", "CKA"],
      }),
    ]);
    // …and names it under the batch it teaches, not under the course's other batch
    const batches = (await page()).batches;
    expect(batches.find((item) => item.id === batch.id)?.trainers).toEqual([{ id: trainerId, name: "Arjun Mehta" }]);
    expect(batches.filter((item) => item.id !== batch.id).map((item) => item.trainers)).toEqual([[]]);
    const second = await call("POST", "/api/admin/trainers", { name: "Aditi Rao" });
    const secondId = second.json().id as number;
    await call("PUT", `/api/admin/batches/${batch.id}/trainers`, { trainerIds: [trainerId, secondId] });
    expect((await page()).batches.find((item) => item.id === batch.id)?.trainers.map((item) => item.name)).toEqual([
      "Aditi Rao",
      "Arjun Mehta",
    ]);
    await call("PUT", `/api/admin/batches/${batch.id}/trainers`, { trainerIds: [trainerId] });
    // deactivated, it is off the page and off its batch; an unknown trainer or a bad LinkedIn address is refused
    expect((await call("PATCH", `/api/admin/trainers/${trainerId}`, { status: "I" })).statusCode).toBe(200);
    expect((await page()).trainers).toEqual([]);
    expect((await page()).batches.find((item) => item.id === batch.id)?.trainers).toEqual([]);
    expect((await call("PUT", `/api/admin/batches/${batch.id}/trainers`, { trainerIds: [999999] })).statusCode).toBe(
      422,
    );
    expect(
      (await call("POST", "/api/admin/trainers", { name: "Y", linkedinUrl: "javascript:alert(1)" })).statusCode,
    ).toBe(422);
  });
});
