import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createCourse, createDomain } from "../../test/factories.ts";

let t: TestContext;
let active: { id: number };
let retired: { id: number };
let kubernetes: { id: number };
let free: { id: number };

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  const domain = await createDomain(db, { name: "Cloud" });
  active = await createCourse(db, {
    name: "AWS Solutions Architect",
    domainId: domain.id,
    price: { list: 45000, sell: 34999 },
  });
  retired = await createCourse(db, { name: "AWS Legacy Course", domainId: domain.id, status: "I" });
  kubernetes = await createCourse(db, {
    name: "Kubernetes Administrator",
    domainId: domain.id,
    shortDesc: "Container orchestration for operators.",
  });
  free = await createCourse(db, {
    name: "Cloud Basics",
    domainId: domain.id,
    hours: null,
    price: { list: 0, sell: 0 },
  });
  await createCourse(db, { name: "Networking Essentials", shortDesc: "Learn AWS VPC networking basics." });
});
afterAll(() => t.close());

const get = (url: string, headers = apiHeaders()) => t.app.inject({ method: "GET", url, headers });

describe("GET /api/ictData/", () => {
  it("lists active courses with the spec's field names, hours and price", async () => {
    const res = await get("/api/ictData/");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.map((c: { id: number }) => c.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(retired.id);
    const aws = body.find((c: { id: number }) => c.id === active.id);
    expect(aws).toMatchObject({
      ictName: "AWS Solutions Architect",
      ictType: "Certificate Course",
      status: "A",
      hoursData: { ictId_id: active.id, TrainingHour: 30, LabHour: 10 },
      costData: { ictid: active.id, ictMrp: 45000, sellPrice: 34999 },
    });
    expect(body.find((c: { id: number }) => c.id === free.id).hoursData).toBeNull();
  });

  it("answers 401 with a JSON detail without the API key, or with a wrong one", async () => {
    for (const headers of [{}, { "x-api-key": "wrong-key-000000" }] as Record<string, string>[]) {
      const res = await get("/api/ictData/", headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it("searches names first, then descriptions, and tolerates typos", async () => {
    const res = await get("/api/ictData/?search=aws");
    const names = res.json().map((c: { ictName: string }) => c.ictName);
    expect(names[0]).toBe("AWS Solutions Architect");
    expect(names).toContain("Networking Essentials"); // description match, after the name match
    expect(names).not.toContain("AWS Legacy Course");
    expect(names.indexOf("Networking Essentials")).toBeGreaterThan(names.indexOf("AWS Solutions Architect"));

    const typo = await get(`/api/ictData/?search=${encodeURIComponent("kubernets")}`);
    expect(typo.json().map((c: { id: number }) => c.id)).toContain(kubernetes.id);

    const none = await get("/api/ictData/?search=zzzqqqxxx");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it("rejects unknown query parameters with a validation detail", async () => {
    const res = await get("/api/ictData/?colour=red");
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ["querystring", "colour"], msg: expect.any(String) });
  });
});

describe("GET /api/ictData/{id}", () => {
  it("returns one active course", async () => {
    const res = await get(`/api/ictData/${active.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().ictName).toBe("AWS Solutions Architect");
  });
  it("answers 404 for a retired or unknown course, 422 for a non-numeric id", async () => {
    expect((await get(`/api/ictData/${retired.id}`)).statusCode).toBe(404);
    expect((await get("/api/ictData/999999")).json()).toEqual({ detail: "Course not found" });
    expect((await get("/api/ictData/abc")).statusCode).toBe(422);
  });
});

describe("GET /api/ictData/search/{text}", () => {
  it("returns at most 8 active courses whose name contains the text, case-insensitive", async () => {
    const db = t.database.db;
    for (let i = 0; i < 10; i++) await createCourse(db, { name: `Suggest Me ${i}` });
    const res = await get("/api/ictData/search/SUGGEST");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(8);
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      ictName: expect.stringMatching(/^Suggest Me/),
      ictType: "Certificate Course",
    });
    const retiredHits = await get("/api/ictData/search/legacy");
    expect(retiredHits.json()).toEqual([]);
  });
});

describe("GET /api/ictCost/ and /api/hours/", () => {
  it("lists prices and hours of active courses only", async () => {
    const costs = (await get("/api/ictCost/")).json();
    expect(costs).toContainEqual({ id: expect.any(Number), ictid: active.id, ictMrp: 45000, sellPrice: 34999 });
    expect(costs.some((c: { ictid: number }) => c.ictid === retired.id)).toBe(false);
    const hours = (await get("/api/hours/")).json();
    expect(hours).toContainEqual({ id: expect.any(Number), ictId_id: active.id, TrainingHour: 30, LabHour: 10 });
  });
});

describe("GET /api/ictData/ catalogue filters and paging", () => {
  it("filters by name text, maximum hours, types and domains in the database", async () => {
    const db = t.database.db;
    const security = await createDomain(db, { name: "Security" });
    const long = await createCourse(db, {
      name: "Filter Long Internship",
      type: "Internship",
      domainId: security.id,
      hours: { training: 300, lab: 50 },
    });
    const short = await createCourse(db, {
      name: "Filter Short Workshop",
      type: "Corporate Training",
      domainId: security.id,
      hours: { training: 10, lab: 0 },
    });
    const ids = async (query: string) =>
      (await get(`/api/ictData/?${query}`)).json().map((course: { id: number }) => course.id);

    expect(await ids("q=filter")).toEqual([long.id, short.id]);
    expect(await ids("q=FILTER&maxHours=100")).toEqual([short.id]);
    expect(await ids("q=filter&type=Internship")).toEqual([long.id]);
    expect(await ids("q=filter&type=Internship,Corporate%20Training")).toEqual([long.id, short.id]);
    expect(await ids(`domain=${security.id}`)).toEqual([long.id, short.id]);
    expect(await ids("q=filter&domain=999999")).toEqual([]);
  });

  it("pages with limit and offset and reports the total", async () => {
    const first = await get("/api/ictData/?limit=2");
    const all = (await get("/api/ictData/")).json();
    expect(first.headers["x-total-count"]).toBe(String(all.length));
    expect(first.json().map((c: { id: number }) => c.id)).toEqual(all.slice(0, 2).map((c: { id: number }) => c.id));
    const second = await get("/api/ictData/?limit=2&offset=2");
    expect(second.json().map((c: { id: number }) => c.id)).toEqual(all.slice(2, 4).map((c: { id: number }) => c.id));
    const beyond = await get("/api/ictData/?limit=2&offset=100000");
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers["x-total-count"]).toBe(String(all.length));
  });

  it("ranks search hits by tier (name contains, close name, short description) and pages them with the total", async () => {
    const db = t.database.db;
    const desc = await createCourse(db, {
      name: "Cloud Automation",
      shortDesc: "Provisioning with terraform modules.",
    });
    const close = await createCourse(db, { name: "Teraform Workshop", type: "Internship" });
    const hit = await createCourse(db, { name: "Terraform Associate" });
    await createCourse(db, { name: "Retired Terraform", status: "I" });
    const ids = (res: { json: () => { id: number }[] }) => res.json().map((course) => course.id);

    const all = await get("/api/ictData/?search=terraform");
    expect(ids(all)).toEqual([hit.id, close.id, desc.id]);
    const first = await get("/api/ictData/?search=terraform&limit=2");
    expect(ids(first)).toEqual([hit.id, close.id]);
    expect(first.headers["x-total-count"]).toBe("3");
    const second = await get("/api/ictData/?search=terraform&limit=2&offset=2");
    expect(ids(second)).toEqual([desc.id]);
    expect(second.headers["x-total-count"]).toBe("3");
    const beyond = await get("/api/ictData/?search=terraform&limit=2&offset=50");
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers["x-total-count"]).toBe("3");
    // the catalogue filters narrow a search too
    const internships = await get("/api/ictData/?search=terraform&type=Internship&limit=9");
    expect(ids(internships)).toEqual([close.id]);
    expect(internships.headers["x-total-count"]).toBe("1");
    expect(internships.json()[0]).toMatchObject({ ictName: "Teraform Workshop", hoursData: { TrainingHour: 30 } });
  });

  it("rejects bad filter values with a validation detail", async () => {
    for (const query of ["type=Yoga", "maxHours=-5", "limit=0", "domain=abc"]) {
      const res = await get(`/api/ictData/?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc[0]).toBe("querystring");
    }
  });
});
