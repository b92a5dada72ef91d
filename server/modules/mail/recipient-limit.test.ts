// Someone typing another person's address into our forms (or asking for resets) can make
// us mail that person at most MAILS_PER_RECIPIENT_HOUR times an hour; every record is still kept.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createCourse, createLearner } from "../../test/factories.ts";
import { MAILS_PER_RECIPIENT_HOUR } from "./outbox-repository.ts";

let t: TestContext;
let course: { id: number };
beforeAll(async () => {
  t = await build();
  course = await createCourse(t.database.db, { name: "Limits of Mail 101" });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers: apiHeaders(), payload });
const mailsTo = async (address: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(schema.outbox)
      .where(sql`lower(${schema.outbox.to}) = ${address.toLowerCase()}`)
  )[0]!.n;

describe("per-recipient mail limit", () => {
  it("acknowledges at most 3 enquiries and leads an hour to one address (any case), and stores all of them", async () => {
    const victim = "victim.limit@example.com";
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        await post("/api/ictEnquiry/", {
          eName: `Sender ${i}`,
          eEmail: i % 2 ? victim.toUpperCase() : victim,
          eContact: "+91 99887 66554",
          eQuery: `Message ${i}`,
          eSrc: "website",
          formSource: "contact",
        }),
      );
    }
    for (let i = 0; i < 2; i++) {
      answers.push(
        await post("/api/leads/", {
          leadName: `Lead ${i}`,
          leadEmail: victim,
          leadContact: "+91 98765 43210",
          briefRequirement: "",
          ictId_id: course.id,
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await mailsTo(victim)).toBe(MAILS_PER_RECIPIENT_HOUR);
    const [enquiries] = await t.database.db
      .select({ n: count() })
      .from(schema.enquiries)
      .where(sql`lower(${schema.enquiries.email}) = ${victim}`);
    const [leads] = await t.database.db.select({ n: count() }).from(schema.leads).where(eq(schema.leads.email, victim));
    expect(enquiries!.n + leads!.n).toBe(5);

    // An hour later the address may be acknowledged again.
    await t.database.db.update(schema.outbox).set({ createdAt: sql`now() - interval '61 minutes'` });
    expect(
      (
        await post("/api/leads/", {
          leadName: "Later",
          leadEmail: victim,
          leadContact: "+91 98765 43210",
          ictId_id: course.id,
        })
      ).statusCode,
    ).toBe(201);
    expect(await mailsTo(victim)).toBe(MAILS_PER_RECIPIENT_HOUR + 1);
  });

  it("sends at most 3 password-reset mails an hour to one learner, with the same answer every time", async () => {
    const learner = await createLearner(t.database.db, { email: "often.forgets@example.com" });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post("/api/learners/password-reset", { email: learner.email }));
    await t.app.afterAnswer.idle(); // the mails are made after the answer
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(202);
    expect(await mailsTo(learner.email)).toBe(MAILS_PER_RECIPIENT_HOUR);
  });
});
