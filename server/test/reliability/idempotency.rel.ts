// No lost or doubled submissions under concurrency: 50 submissions racing with one
// Idempotency-Key store one row; N distinct submissions under load (with retries of answered
// ones mixed in) store exactly N rows (bounded 500, full 10,000).
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../db/schema.ts";
import { apiHeaders, type TestContext } from "../app.ts";
import { buildOn, DRIVERS, seedWorld, sized, Tally, type World } from "./harness.ts";

const DISTINCT = sized(500, 10_000);
const CONCURRENCY = 50;
const RACERS = 50;

/** Runs `task` for 0..count-1 with at most `limit` in flight. */
async function pool(count: number, limit: number, task: (index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

describe.each(DRIVERS)("idempotent submissions on %s", (driver) => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await buildOn(driver, { RATE_LIMIT_PER_MINUTE: "1000000" });
    w = await seedWorld(ctx);
  });
  afterAll(() => ctx?.close());

  const lead = (n: string) => ({
    leadName: `Racer ${n}`,
    leadEmail: `racer-${n}@example.com`,
    leadContact: "+91 98765 43210",
    ictId_id: w.courses.open.id,
    trainingId: w.batches.open.id,
  });
  const enquiry = (n: string) => ({
    ict_id: w.courses.open.id,
    eName: `Racer ${n}`,
    eEmail: `racer-${n}@example.com`,
    eContact: "+91 98765 43210",
    eQuery: "Is there a weekend batch?",
  });
  const kinds = [
    { name: "lead", plural: "leads", url: "/api/leads/", body: lead, table: t.leads, email: t.leads.email },
    {
      name: "enquiry",
      plural: "enquiries",
      url: "/api/ictEnquiry/",
      body: enquiry,
      table: t.enquiries,
      email: t.enquiries.email,
    },
  ] as const;

  const post = (url: string, key: string, payload: object) =>
    ctx.app.inject({ method: "POST", url, headers: { ...apiHeaders(), "idempotency-key": key }, payload });

  for (const kind of kinds) {
    it(`${RACERS} concurrent ${kind.plural} with one Idempotency-Key store exactly one row`, async () => {
      const key = `race-${kind.name}-${driver}`;
      const body = kind.body(`same-${kind.name}`);
      const answers = await Promise.all(Array.from({ length: RACERS }, () => post(kind.url, key, body)));
      const statuses = new Tally();
      for (const res of answers) statuses.add(res.statusCode);
      expect(statuses.toString()).toBe(`201×${RACERS}`);
      const ids = new Set(answers.map((res) => res.json().id));
      expect(ids.size).toBe(1);
      expect(answers.filter((res) => res.headers["idempotent-replayed"] === "true")).toHaveLength(RACERS - 1);
      const rows = await ctx.database.db
        .select()
        .from(kind.table)
        .where(eq(kind.email, `racer-same-${kind.name}@example.com`));
      expect(rows.map((row) => row.id)).toEqual([...ids]);
      const keys = await ctx.database.db.select().from(t.idempotencyKeys).where(eq(t.idempotencyKeys.key, key));
      expect(keys).toHaveLength(1);
    });

    it(`${RACERS} concurrent ${kind.plural} with one key but different bodies store one row; the rest are conflicts`, async () => {
      const key = `race-conflict-${kind.name}-${driver}`;
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) => post(kind.url, key, kind.body(`conflict-${kind.name}-${i}`))),
      );
      const created = answers.filter((res) => res.statusCode === 201);
      expect(created).toHaveLength(1);
      expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(RACERS - 1);
      const stored = await ctx.database.db
        .select()
        .from(kind.table)
        .where(like(kind.email, `racer-conflict-${kind.name}-%`));
      expect(stored.map((row) => row.id)).toEqual([created[0]!.json().id]);
    });
  }

  it(`${DISTINCT} distinct submissions under load (${CONCURRENCY} in flight, retries mixed in) store exactly ${DISTINCT} rows`, async () => {
    const started = performance.now();
    const acknowledged = new Map<string, number>();
    const statuses = new Tally();
    let retries = 0;
    await pool(DISTINCT, CONCURRENCY, async (i) => {
      const kind = kinds[i % 2]!;
      const key = `load-${driver}-${i}`;
      const body = kind.body(`load-${i}`);
      const res = await post(kind.url, key, body);
      statuses.add(res.statusCode);
      expect(res.statusCode, res.body).toBe(201);
      acknowledged.set(key, res.json().id);
      // Every tenth submission is sent again, as a client retrying after a lost answer would.
      if (i % 10 === 0) {
        retries++;
        const again = await post(kind.url, key, body);
        expect(again.statusCode).toBe(201);
        expect(again.headers["idempotent-replayed"]).toBe("true");
        expect(again.json().id).toBe(res.json().id);
      }
    });
    const seconds = (performance.now() - started) / 1000;
    const db = ctx.database.db;
    const [leads] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.leads)
      .where(like(t.leads.email, "racer-load-%"));
    const [enquiries] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.enquiries)
      .where(like(t.enquiries.email, "racer-load-%"));
    const [keys] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.idempotencyKeys)
      .where(like(t.idempotencyKeys.key, `load-${driver}-%`));
    console.log(
      `load on ${driver}: ${DISTINCT} distinct submissions + ${retries} retries in ${seconds.toFixed(1)} s ` +
        `(${Math.round((DISTINCT + retries) / seconds)}/s, ${CONCURRENCY} in flight): ${statuses}; ` +
        `rows: ${leads!.n} leads + ${enquiries!.n} enquiries, ${keys!.n} keys`,
    );
    expect(leads!.n + enquiries!.n).toBe(DISTINCT);
    expect(keys!.n).toBe(DISTINCT);
    expect(acknowledged.size).toBe(DISTINCT);
    // Every acknowledged id is stored, under its own e-mail.
    const ids = new Set([
      ...(await db.select({ id: t.leads.id }).from(t.leads).where(like(t.leads.email, "racer-load-%"))).map(
        (r) => `lead:${r.id}`,
      ),
      ...(await db.select({ id: t.enquiries.id }).from(t.enquiries).where(like(t.enquiries.email, "racer-load-%"))).map(
        (r) => `enquiry:${r.id}`,
      ),
    ]);
    for (const [key, id] of acknowledged) {
      const index = Number(key.split("-").pop());
      expect(ids.has(`${kinds[index % 2]!.name}:${id}`), key).toBe(true);
    }
  });
});
