// Course management: staff only; courses listed (search, filters, sorting, paging in
// the database), created with hours and price, edited and (de)activated. Every write leaves an
// audit row; invalid input stores nothing; the public API reflects each change at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { expectStaffOnly, type Method, rowCount, type TestContext } from "../../test/app.ts";
import { catalogueCalls, smallCatalogue } from "../../test/catalogue-fixture.ts";

let t: TestContext;
let staffToken: string;
let staffId: number;
let learnerToken: string;
let cloud: { id: number };
let data: { id: number };

beforeAll(async () => {
  ({ t, staffToken, staffId, learnerToken, cloud, data } = await smallCatalogue());
});
afterAll(() => t.close());

const { get, anon, send, auditRows, call } = catalogueCalls(() => ({ t, staffToken }));

const validCourse = (domainId: number) => ({
  ictName: "Kubernetes Administrator",
  ictType: "Certificate Course",
  domainId,
  ictSDesc: "Run clusters in production.",
  ictDesc: "Five days of hands-on labs on installing, securing and upgrading Kubernetes clusters.",
  ictImg: "/images/courses/cloud.svg",
  TrainingHour: 32,
  LabHour: 8,
  ictMrp: 45000,
  sellPrice: 39999,
});

describe("access", () => {
  const calls: [Method, string, object?][] = [
    ["GET", "/api/admin/courses"],
    ["POST", "/api/admin/courses", { ictName: "X" }],
    ["GET", "/api/admin/courses/1"],
    ["PATCH", "/api/admin/courses/1", { status: "A" }],
  ];
  it.each(calls)("%s %s: anonymous 401, learner 403, nothing stored", async (method, url, payload) => {
    const before = await rowCount(t, schema.auditLog);
    await expectStaffOnly(call, [[method, url, payload]], learnerToken);
    expect(await rowCount(t, schema.auditLog)).toBe(before);
  });
});

describe("course list", () => {
  const names = async (query: string) =>
    ((await get(`/api/admin/courses?${query}`)).json().items as { ictName: string }[]).map((c) => c.ictName);

  it("lists every course, inactive ones too, with domain, hours and price, sorted by name", async () => {
    const res = await get("/api/admin/courses");
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe(String(res.json().total));
    const items = res.json().items as { ictName: string }[];
    expect(items.map((c) => c.ictName)).toEqual(
      [...items.map((c) => c.ictName)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(items.find((c) => c.ictName === "Azure Basics")).toMatchObject({
      ictType: "Corporate Training",
      status: "I",
      domainId: cloud.id,
      domainName: "Cloud",
      domainStatus: "A",
      totalHours: 12,
      ictMrp: null,
      sellPrice: null,
    });
    expect(items.find((c) => c.ictName.startsWith("Python"))).toMatchObject({
      totalHours: 80,
      ictMrp: 5000,
      sellPrice: 4000,
    });
  });

  it("searches names (wildcards match themselves) and ids, filters by domain, type and status", async () => {
    expect(await names("q=AZURE")).toEqual(["Azure Basics"]);
    expect(await names("q=100%25_")).toEqual(["Python for Data 100%_real"]);
    expect(await names("q=%25")).toEqual(["Python for Data 100%_real"]);
    expect(await names(`domainId=${cloud.id}`)).toEqual(["AWS Architect", "Azure Basics"]);
    expect(await names("type=Internship")).toEqual(["Python for Data 100%_real"]);
    expect(await names(`status=I&domainId=${cloud.id}`)).toEqual(["Azure Basics"]);
    expect(await names("q=&domainId=&type=&status=")).toHaveLength((await get("/api/admin/courses")).json().total);
    const id = (await get("/api/admin/courses?q=AWS")).json().items[0].id;
    expect(await names(`q=${id}`)).toContain("AWS Architect");
  });

  it("sorts by hours, price, domain either way and pages with limit/offset and the total", async () => {
    const scope = `domainId=${cloud.id}`;
    expect(await names(`${scope}&sort=hours&order=asc`)).toEqual(["Azure Basics", "AWS Architect"]);
    expect(await names(`${scope}&sort=hours&order=desc`)).toEqual(["AWS Architect", "Azure Basics"]);
    expect(await names(`${scope}&sort=price&order=desc`)).toEqual(["AWS Architect", "Azure Basics"]);
    expect(await names(`${scope}&sort=name&order=desc`)).toEqual(["Azure Basics", "AWS Architect"]);
    const page = await get(`/api/admin/courses?${scope}&limit=1&offset=1`);
    expect(page.headers["x-total-count"]).toBe("2");
    expect(page.json()).toMatchObject({ total: 2, items: [{ ictName: "Azure Basics" }] });
    const past = await get(`/api/admin/courses?${scope}&limit=1&offset=5`);
    expect(past.json()).toEqual({ total: 2, items: [] });
  });

  it.each([
    ["sort=email", "sort"],
    ["order=up", "order"],
    ["type=Webinar", "type"],
    ["status=X", "status"],
    ["limit=0", "limit"],
    ["limit=500", "limit"],
    ["domainId=abc", "domainId"],
    ["unknown=1", "unknown"],
  ])("answers 422 for %s", async (query, field) => {
    const res = await get(`/api/admin/courses?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((item: { loc: string[] }) => item.loc.at(-1))).toContain(field);
  });
});

describe("courses", () => {
  let courseId: number;

  it("creates a course with hours and price, inactive until activated; the public never sees it yet", async () => {
    const res = await send("POST", "/api/admin/courses", validCourse(cloud.id));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    courseId = created.id;
    expect(created).toMatchObject({
      ictName: "Kubernetes Administrator",
      status: "I",
      domainId: cloud.id,
      ictImg: "/images/courses/cloud.svg",
      hoursData: { ictId_id: courseId, TrainingHour: 32, LabHour: 8 },
      costData: { ictid: courseId, ictMrp: 45000, sellPrice: 39999 },
    });
    const [row] = await auditRows("course", courseId);
    expect(row).toMatchObject({ action: "course.create", staffId, before: null });
    expect(row!.after).toMatchObject({ ictName: "Kubernetes Administrator", costData: { sellPrice: 39999 } });
    expect((await anon(`/api/ictData/${courseId}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/courses/${courseId}`)).json()).toEqual(created);
  });

  it("activating serves it publicly at once, with its price and hours", async () => {
    const res = await send("PATCH", `/api/admin/courses/${courseId}`, { status: "A" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditRows("course", courseId)).at(-1)).toMatchObject({
      action: "course.status",
      before: { status: "I" },
      after: { status: "A" },
    });
    const pub = await anon(`/api/ictData/${courseId}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      ictName: "Kubernetes Administrator",
      hoursData: { TrainingHour: 32, LabHour: 8 },
      costData: { ictMrp: 45000, sellPrice: 39999 },
    });
  });

  it("edits details, hours, price and image; the public course reflects each change", async () => {
    const res = await send("PATCH", `/api/admin/courses/${courseId}`, {
      ictName: "Kubernetes Administrator (CKA)",
      ictType: "Corporate Training",
      domainId: data.id,
      ictSDesc: "New short text.",
      ictDesc: "New long text.",
      ictImg: "/media/12-ab12cd34.png",
      TrainingHour: 40,
      LabHour: 10,
      ictMrp: 50000,
      sellPrice: 50000,
    });
    expect(res.statusCode, res.body).toBe(200);
    const pub = (await anon(`/api/ictData/${courseId}`)).json();
    expect(pub).toMatchObject({
      ictName: "Kubernetes Administrator (CKA)",
      ictType: "Corporate Training",
      domainId: data.id,
      ictSDesc: "New short text.",
      ictDesc: "New long text.",
      ictImg: "/media/12-ab12cd34.png",
      hoursData: { TrainingHour: 40, LabHour: 10 },
      costData: { ictMrp: 50000, sellPrice: 50000 },
    });
    const last = (await auditRows("course", courseId)).at(-1)!;
    expect(last).toMatchObject({ action: "course.update", staffId });
    expect(last.before).toMatchObject({ ictName: "Kubernetes Administrator", costData: { ictMrp: 45000 } });
    expect(last.after).toMatchObject({ ictName: "Kubernetes Administrator (CKA)", costData: { ictMrp: 50000 } });
    // Only the hours: the other hours field is kept.
    await send("PATCH", `/api/admin/courses/${courseId}`, { LabHour: 0 });
    expect((await anon(`/api/ictData/${courseId}`)).json().hoursData).toMatchObject({
      TrainingHour: 40,
      LabHour: 0,
    });
  });

  it("both prices empty removes the price: the course page shows “To Know Cost Us”", async () => {
    const res = await send("PATCH", `/api/admin/courses/${courseId}`, { ictMrp: null, sellPrice: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().costData).toBeNull();
    expect((await anon(`/api/ictData/${courseId}`)).json().costData).toBeNull();
    expect((await anon("/api/ictCost/")).json().map((c: { ictid: number }) => c.ictid)).not.toContain(courseId);
    // An https image address and a bundled SVG path are both fine.
    for (const ictImg of ["https://cdn.example.com/k8s.webp", "/images/courses/devops.svg"]) {
      expect((await send("PATCH", `/api/admin/courses/${courseId}`, { ictImg })).statusCode).toBe(200);
    }
  });

  it.each([
    [{ ictName: "" }, "ictName"],
    [{ ictType: "Webinar" }, "ictType"],
    [{ ictImg: "javascript:alert(1)" }, "ictImg"],
    [{ ictImg: "//evil.example/a.png" }, "ictImg"],
    [{ ictImg: "/images/../../etc/passwd" }, "ictImg"],
    [{ ictImg: "" }, "ictImg"],
    [{ TrainingHour: -1 }, "TrainingHour"],
    [{ LabHour: 1.5 }, "LabHour"],
    [{ ictMrp: 1000, sellPrice: 2000 }, "sellPrice"],
    [{ ictMrp: 1000, sellPrice: null }, "sellPrice"],
    [{ ictMrp: null, sellPrice: 1000 }, "ictMrp"],
    [{ ictMrp: -5, sellPrice: 0 }, "ictMrp"],
    [{ ictMrp: "1000", sellPrice: 900 }, "ictMrp"],
    [{ domainId: 999999 }, "domainId"],
    [{ domainId: "none" }, "domainId"],
    [{ status: "X" }, "status"],
    [{ id: 5 }, "id"],
  ])("refuses a new course with %j (422 naming %s), storing nothing", async (change, field) => {
    const [courses, audits] = [await rowCount(t, schema.courses), await rowCount(t, schema.auditLog)];
    const res = await send("POST", "/api/admin/courses", { ...validCourse(cloud.id), ...change });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail.map((item: { loc: string[] }) => item.loc.at(-1))).toContain(field);
    expect(await rowCount(t, schema.courses)).toBe(courses);
    expect(await rowCount(t, schema.auditLog)).toBe(audits);
  });

  it("refuses bad edits with a 422 (prices go together, sell ≤ list), changing nothing", async () => {
    const before = (await get(`/api/admin/courses/${courseId}`)).json();
    const audits = await rowCount(t, schema.auditLog);
    for (const [payload, field] of [
      [{ sellPrice: 100 }, "ictMrp"],
      [{ ictMrp: 100, sellPrice: 200 }, "sellPrice"],
      [{ domainId: 999999 }, "domainId"],
      [{ ictName: "  " }, "ictName"],
      [{}, undefined],
    ] as const) {
      const res = await send("PATCH", `/api/admin/courses/${courseId}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      if (field) expect(res.json().detail.map((item: { loc: string[] }) => item.loc.at(-1))).toContain(field);
    }
    expect((await get(`/api/admin/courses/${courseId}`)).json()).toEqual(before);
    expect(await rowCount(t, schema.auditLog)).toBe(audits);
    expect((await send("PATCH", "/api/admin/courses/999999", { status: "A" })).statusCode).toBe(404);
    expect((await get("/api/admin/courses/999999")).statusCode).toBe(404);
  });

  it("a deactivated course is never served publicly (404), nor to a learner; staff still see it", async () => {
    const res = await send("PATCH", `/api/admin/courses/${courseId}`, { status: "I" });
    expect(res.statusCode).toBe(200);
    expect((await anon(`/api/ictData/${courseId}`)).statusCode).toBe(404);
    expect((await get(`/api/ictData/${courseId}`, learnerToken)).statusCode).toBe(404);
    const list = (await anon("/api/ictData/")).json() as { id: number }[];
    expect(list.map((c) => c.id)).not.toContain(courseId);
    expect((await get(`/api/ictData/${courseId}`)).json().status).toBe("I");
    expect((await get(`/api/admin/courses/${courseId}`)).json().status).toBe("I");
    expect((await auditRows("course", courseId)).at(-1)).toMatchObject({
      action: "course.status",
      after: { status: "I" },
    });
  });

  it("creates a course without a price (and active at once when asked)", async () => {
    const res = await send("POST", "/api/admin/courses", {
      ...validCourse(data.id),
      ictName: "Free Intro",
      ictMrp: null,
      sellPrice: null,
      status: "A",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: "A", costData: null, hoursData: { TrainingHour: 32 } });
    expect((await anon(`/api/ictData/${res.json().id}`)).json().costData).toBeNull();
  });
});
