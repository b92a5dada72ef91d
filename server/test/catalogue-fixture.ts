// What the course and domain admin API tests start from: the real app on its own database, a
// staff member and a learner signed in, two active domains (Cloud, Data) and an inactive one
// (Dormant), and three courses across them — an active priced certificate course, an inactive
// unpriced corporate training and a priced internship — with the calls those tests make.
import { eq } from "drizzle-orm";
import * as schema from "../db/schema.ts";
import { apiHeaders, build, caller, signedInPeople, type TestContext } from "./app.ts";
import { createCourse, createDomain } from "./factories.ts";

export type SmallCatalogue = {
  t: TestContext;
  staffToken: string;
  staffId: number;
  learnerToken: string;
  cloud: { id: number };
  data: { id: number };
  dormant: { id: number };
};

export async function smallCatalogue(): Promise<SmallCatalogue> {
  const t = await build();
  const db = t.database.db;
  const { staffId, staffToken, learnerToken } = await signedInPeople(t, { staff: { name: "Catalogue Keeper" } });
  const cloud = await createDomain(db, { name: "Cloud", icon: "cloud", position: 0 });
  const data = await createDomain(db, { name: "Data", icon: "chart", position: 1 });
  const dormant = await createDomain(db, { name: "Dormant", status: "I", position: 2 });
  await createCourse(db, { name: "AWS Architect", domainId: cloud.id, type: "Certificate Course" });
  await createCourse(db, {
    name: "Azure Basics",
    domainId: cloud.id,
    type: "Corporate Training",
    status: "I",
    price: null,
    hours: { training: 10, lab: 2 },
  });
  await createCourse(db, {
    name: "Python for Data 100%_real",
    domainId: data.id,
    type: "Internship",
    price: { list: 5000, sell: 4000 },
    hours: { training: 60, lab: 20 },
  });
  return { t, staffToken, staffId, learnerToken, cloud, data, dormant };
}

/** The calls of those tests, as the staff member unless another token (or null: anonymous) is given. */
export function catalogueCalls(current: () => { t: TestContext; staffToken: string }) {
  const get = (url: string, token: string | null = current().staffToken) =>
    current().t.app.inject({ method: "GET", url, headers: apiHeaders(token ?? undefined) });
  return {
    get,
    /** What a visitor without a session gets. */
    anon: (url: string) => get(url, null),
    send: (method: "POST" | "PATCH", url: string, payload: object, token: string | undefined = current().staffToken) =>
      current().t.app.inject({ method, url, headers: apiHeaders(token), payload }),
    /** The audit rows of one entity, oldest first. */
    auditRows: async (entity: string, entityId: number) =>
      (
        await current()
          .t.database.db.select()
          .from(schema.auditLog)
          .where(eq(schema.auditLog.entityId, String(entityId)))
      ).filter((row) => row.entity === entity),
    call: (...args: Parameters<ReturnType<typeof caller>>) => caller(current().t, () => current().staffToken)(...args),
  };
}
