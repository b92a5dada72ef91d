// Migration 0006 gives every stored file a 128-bit token and rewrites the addresses
// that pointed at a file's old name (/media/{id}-{8 hex of sha256}.{ext}) to /media/{token}.{ext}.
// A database is migrated up to 0005, given files and references in the old form, then migrated
// as the app does on start; the app then serves the new names and answers 404 for the old ones.
// Runs on the driver under test (an empty database of its own on PostgreSQL).
import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.ts";
import { testConfig } from "../test/app.ts";
import { createCourse, createDomain } from "../test/factories.ts";
import { type Database, openPglite, openPostgres } from "./client.ts";
import { migrate } from "./migrate.ts";
import * as schema from "./schema.ts";

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), "migrations");
const TOKEN_MIGRATION = "0006_media_tokens";

/** A copy of the migrations folder that ends just before the token migration. */
function migrationsBeforeTokens(): string {
  const dir = mkdtempSync(join(tmpdir(), "sb-migrations-"));
  mkdirSync(join(dir, "meta"));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === TOKEN_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) copyFileSync(join(MIGRATIONS, `${tag}.sql`), join(dir, `${tag}.sql`));
  return dir;
}

async function emptyDatabase(): Promise<Database> {
  if (!inject("postgresTemplate")) return openPglite();
  const url = process.env.TEST_DATABASE_URL!;
  const name = `sb_migration_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const address = new URL(url);
  address.pathname = `/${name}`;
  const database = await openPostgres(address.toString(), { max: 2 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("old png")]);
const PDF = Buffer.from("%PDF-1.4\n% an old study material\n%%EOF\n");

let database: Database;
let folder: string;
const old = { png: "", pdf: "", pngId: 0, pdfId: 0 };

/** An upload as 0004 stored it (no token yet), and the address the app then gave it. */
async function storeOldStyle(bytes: Buffer, type: string, ext: string) {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const result = await database.db.execute(
    sql`insert into media (sha256, content_type, byte_size, name, bytes)
        values (${sha256}, ${type}, ${bytes.byteLength}, 'old upload', decode(${bytes.toString("hex")}, 'hex'))
        returning id`,
  );
  // Both drivers answer { rows }.
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
  return { id, url: `/media/${id}-${sha256.slice(0, 8)}.${ext}` };
}

beforeAll(async () => {
  database = await emptyDatabase();
  folder = migrationsBeforeTokens();
  // biome-ignore lint/suspicious/noExplicitAny: the migrators want their driver's own type
  const db = database.db as any;
  if (database.driver === "pglite") await migratePglite(db, { migrationsFolder: folder });
  else await migratePg(db, { migrationsFolder: folder });

  const png = await storeOldStyle(PNG, "image/png", "png");
  const pdf = await storeOldStyle(PDF, "application/pdf", "pdf");
  Object.assign(old, { png: png.url, pdf: pdf.url, pngId: png.id, pdfId: pdf.id });
  const domain = await createDomain(database.db, { icon: old.png });
  const course = await createCourse(database.db, { domainId: domain.id, img: old.png });
  const other = await createCourse(database.db, { domainId: domain.id, img: `/media/${png.id}-00000000.png` });
  await database.db
    .insert(schema.events)
    .values({ title: "Webinar", startsAt: new Date(), durationMinutes: 60, pic: old.png });
  await database.db.insert(schema.testimonials).values({ learnerName: "Asha", learnerImg: old.png, message: "Great" });
  await database.db.insert(schema.learningBundles).values({ title: "Cloud", icon: old.png });
  await database.db.insert(schema.studyMaterials).values([
    { courseId: course.id, name: "Exam guide", type: "PDF", src: old.pdf },
    { courseId: other.id, name: "Vendor page", type: "Link", src: "https://example.com/media/1-abcdef12.pdf" },
  ]);

  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("migration 0006 (media tokens)", () => {
  it("gives every stored file its own 128-bit token", async () => {
    const rows = await database.db.select({ id: schema.media.id, token: schema.media.token }).from(schema.media);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.token).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0]!.token).not.toBe(rows[1]!.token);
  });

  it("rewrites every stored address of a file's old name, and nothing else", async () => {
    const token = async (id: number) =>
      (await database.db.select({ token: schema.media.token }).from(schema.media).where(eq(schema.media.id, id)))[0]!
        .token;
    const png = `/media/${await token(old.pngId)}.png`;
    const pdf = `/media/${await token(old.pdfId)}.pdf`;
    const db = database.db;
    expect((await db.select({ icon: schema.domains.icon }).from(schema.domains)).map((r) => r.icon)).toEqual([png]);
    expect(
      (await db.select({ img: schema.courses.img }).from(schema.courses).orderBy(schema.courses.id)).map((r) => r.img),
    ).toEqual([
      png,
      // Not the exact old name of a stored file (a wrong hash): left as it was.
      `/media/${old.pngId}-00000000.png`,
    ]);
    expect((await db.select({ pic: schema.events.pic }).from(schema.events))[0]!.pic).toBe(png);
    expect((await db.select({ img: schema.testimonials.learnerImg }).from(schema.testimonials))[0]!.img).toBe(png);
    expect((await db.select({ icon: schema.learningBundles.icon }).from(schema.learningBundles))[0]!.icon).toBe(png);
    expect(
      (
        await db
          .select({ src: schema.studyMaterials.src })
          .from(schema.studyMaterials)
          .orderBy(schema.studyMaterials.id)
      ).map((r) => r.src),
    ).toEqual([pdf, "https://example.com/media/1-abcdef12.pdf"]);
  });

  it("leaves the app serving the new names, and 404 for the old ones", async () => {
    const app = await buildApp({ config: testConfig(), database, web: false });
    try {
      const [course] = await database.db
        .select({ img: schema.courses.img })
        .from(schema.courses)
        .orderBy(schema.courses.id);
      const image = await app.inject({ method: "GET", url: course!.img });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(PNG)).toBe(true);
      for (const url of [old.png, old.pdf])
        expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    } finally {
      await app.close();
    }
  });
});
