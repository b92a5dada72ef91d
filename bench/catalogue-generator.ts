// Scale: a generated catalogue written straight into a migrated PGlite (the demo seed first, so
// domains, events and pages are as shipped, then generated courses up to the wanted total).
// Names mix vendor words, roles, levels and exam codes; a fixed PRNG seed makes every run alike.
import type { COURSE_TYPES } from "@skillbridge/core/constants";
import { dayInIndia } from "@skillbridge/core/rules";
import { count, eq, sql } from "drizzle-orm";
import { openPglite, openPostgres } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import * as t from "../server/db/schema.ts";
import { seedDemoData } from "../server/db/seed/seed.ts";

export const VENDORS = [
  "AWS",
  "Microsoft Azure",
  "Google Cloud",
  "Cisco",
  "CompTIA",
  "EC-Council",
  "Red Hat",
  "VMware",
  "Oracle",
  "Salesforce",
  "ServiceNow",
  "Palo Alto Networks",
  "Fortinet",
  "Juniper",
  "Kubernetes",
  "Docker",
  "HashiCorp Terraform",
  "Python",
  "Java",
  "SAP",
  "ISC2",
  "ISACA",
  "PMI",
  "Scrum Alliance",
  "ITIL",
  "Linux Foundation",
  "Snowflake",
  "Databricks",
  "Tableau",
  "Power BI",
  "Splunk",
  "Check Point",
  "Citrix",
  "Nutanix",
  "MongoDB",
  "Apache Kafka",
  "Jenkins",
  "GitHub",
  "Ansible",
  "Tally",
];
export const TOPICS = [
  "Solutions Architect",
  "Cloud Practitioner",
  "Security Engineer",
  "Network Engineer",
  "Data Engineer",
  "Data Analyst",
  "Machine Learning Engineer",
  "DevOps Engineer",
  "Site Reliability Engineering",
  "System Administrator",
  "Developer",
  "Penetration Testing",
  "Ethical Hacking",
  "Incident Response",
  "Threat Hunting",
  "Cloud Security",
  "Network Security",
  "Identity and Access Management",
  "Container Orchestration",
  "Infrastructure as Code",
  "Database Administration",
  "Big Data Analytics",
  "Business Intelligence",
  "Project Management",
  "Agile Delivery",
  "Service Management",
  "Governance, Risk and Compliance",
  "Digital Forensics",
  "Generative AI",
  "Automation",
  "Virtualization",
  "Storage Administration",
  "Wireless Networking",
  "SD-WAN",
  "Zero Trust Architecture",
  "Full Stack Development",
  "Microservices",
  "API Design",
  "Data Science",
  "Deep Learning",
];
export const LEVELS = [
  "Fundamentals",
  "Associate",
  "Professional",
  "Expert",
  "Specialist",
  "Foundation",
  "Practitioner",
  "Advanced",
  "Bootcamp",
  "Masterclass",
  "Essentials",
  "Hands-on Lab",
];

/** mulberry32: small, fast and repeatable. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const between = (rand: () => number, min: number, max: number, step = 1) =>
  min + step * Math.floor(rand() * ((max - min) / step + 1));

function examCode(rand: () => number): string {
  const letters = "ABCDEFGHJKLMNPRSTVXZ";
  const prefix = Array.from({ length: between(rand, 2, 4) }, () => pick(rand, [...letters])).join("");
  return `${prefix}-${between(rand, 100, 999)}`;
}

function courseName(rand: () => number): { name: string; vendor: string; topic: string; level: string } {
  const vendor = pick(rand, VENDORS);
  const topic = pick(rand, TOPICS);
  const level = pick(rand, LEVELS);
  const forms = [
    `${vendor} ${topic} ${level}`,
    `${vendor} Certified ${topic} (${examCode(rand)})`,
    `${topic} with ${vendor}: ${level}`,
    `${level} ${topic} on ${vendor}`,
    `${vendor} ${topic} ${level} ${between(rand, 2024, 2027)} Edition`,
  ];
  return { name: pick(rand, forms), vendor, topic, level };
}

const TYPE_WEIGHTS: [(typeof COURSE_TYPES)[number], number][] = [
  ["Certificate Course", 0.5],
  ["Corporate Training", 0.25],
  ["Industrial Training", 0.15],
  ["Internship", 0.1],
];
function courseType(rand: () => number): (typeof COURSE_TYPES)[number] {
  let r = rand();
  for (const [type, weight] of TYPE_WEIGHTS) {
    r -= weight;
    if (r <= 0) return type;
  }
  return "Certificate Course";
}

export type Generated = { total: number; active: number; generated: number; ms: number };

/** Where the catalogue goes: a PGlite data directory, or an empty PostgreSQL database. */
export type CatalogueTarget = { dataDir: string } | { databaseUrl: string };

/** Migrates the database, seeds the demo data and adds courses up to `total`. */
export async function generateCatalogue(target: CatalogueTarget, total: number): Promise<Generated> {
  const started = performance.now();
  const database =
    "databaseUrl" in target ? await openPostgres(target.databaseUrl) : await openPglite({ dataDir: target.dataDir });
  try {
    const db = database.db;
    await migrate(database);
    await seedDemoData(db, { today: dayInIndia(new Date()) });
    const domainIds = (await db.select({ id: t.domains.id }).from(t.domains).where(eq(t.domains.status, "A"))).map(
      (row) => row.id,
    );
    const images = [...new Set((await db.select({ img: t.courses.img }).from(t.courses)).map((row) => row.img))];
    const [existing] = await db.select({ n: count() }).from(t.courses);
    const wanted = Math.max(0, total - (existing?.n ?? 0));
    const rand = prng(20_261_121);
    const seen = new Set<string>();
    for (let done = 0; done < wanted; ) {
      const size = Math.min(500, wanted - done);
      const rows = Array.from({ length: size }, () => {
        let { name, vendor, topic, level } = courseName(rand);
        while (seen.has(name)) ({ name, vendor, topic, level } = courseName(rand));
        seen.add(name);
        return {
          name,
          type: courseType(rand),
          shortDesc: `${level} ${topic.toLowerCase()} training for ${vendor}: hands-on labs, exam preparation and mentoring.`,
          description: `${name} prepares you for real ${topic.toLowerCase()} work on ${vendor}. Instructor-led sessions alternate with guided labs; every module ends with a practice test.`,
          img: images.length ? pick(rand, images) : "",
          status: rand() < 0.03 ? "I" : "A",
          domainId: pick(rand, domainIds),
        };
      });
      await db.transaction(async (tx) => {
        const ids = await tx.insert(t.courses).values(rows).returning({ id: t.courses.id });
        const withHours = ids.filter(() => rand() < 0.9);
        if (withHours.length) {
          await tx.insert(t.courseHours).values(
            withHours.map(({ id }) => ({
              courseId: id,
              trainingHours: between(rand, 8, 160, 4),
              labHours: between(rand, 0, 60, 2),
            })),
          );
        }
        await tx.insert(t.courseCosts).values(
          ids.map(({ id }) => {
            const listPrice = between(rand, 5, 150) * 1000 - 1;
            const sellPrice = Math.max(999, Math.round((listPrice * (0.6 + rand() * 0.4)) / 100) * 100 - 1);
            return { courseId: id, listPrice, sellPrice };
          }),
        );
      });
      done += size;
    }
    await db.execute(sql`analyze`);
    const [all] = await db.select({ n: count() }).from(t.courses);
    const [active] = await db.select({ n: count() }).from(t.courses).where(eq(t.courses.status, "A"));
    return { total: all?.n ?? 0, active: active?.n ?? 0, generated: wanted, ms: performance.now() - started };
  } finally {
    await database.close();
  }
}
