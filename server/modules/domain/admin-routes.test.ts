// Domain management: staff only; domains listed with counts, created, renamed, given
// an icon, reordered and (de)activated. Every write leaves an audit row; invalid input stores
// nothing; the public API reflects each change at once.
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
let dormant: { id: number };

beforeAll(async () => {
  ({ t, staffToken, staffId, learnerToken, cloud, data, dormant } = await smallCatalogue());
});
afterAll(() => t.close());

const { get, anon, send, auditRows, call } = catalogueCalls(() => ({ t, staffToken }));
const publicDomainNames = async () =>
  ((await anon("/api/domains/")).json() as { domain: string }[]).map((d) => d.domain);

describe("access", () => {
  const calls: [Method, string, object?][] = [
    ["GET", "/api/admin/domains"],
    ["POST", "/api/admin/domains", { domain: "X" }],
    ["PATCH", "/api/admin/domains/1", { domain: "X" }],
    ["POST", "/api/admin/domains/1/move", { direction: "up" }],
  ];
  it.each(calls)("%s %s: anonymous 401, learner 403, nothing stored", async (method, url, payload) => {
    const before = await rowCount(t, schema.auditLog);
    await expectStaffOnly(call, [[method, url, payload]], learnerToken);
    expect(await rowCount(t, schema.auditLog)).toBe(before);
  });
});

describe("domains", () => {
  it("lists every domain, inactive ones too, in order, with course counts", async () => {
    const res = await get("/api/admin/domains");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: cloud.id, domain: "Cloud", status: "A", icon: "cloud", position: 0, courseCount: 2, activeCourseCount: 1 },
      { id: data.id, domain: "Data", status: "A", icon: "chart", position: 1, courseCount: 1, activeCourseCount: 1 },
      { id: dormant.id, domain: "Dormant", status: "I", icon: null, position: 2, courseCount: 0, activeCourseCount: 0 },
    ]);
  });

  it("creates a domain last in the order, with an audit row; the public list shows it at once", async () => {
    const res = await send("POST", "/api/admin/domains", { domain: "  Security  ", icon: "/media/7-ab12cd34.png" });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ domain: "Security", status: "A", icon: "/media/7-ab12cd34.png", position: 3 });
    expect(created.courseCount).toBe(0);
    const [row] = await auditRows("domain", created.id);
    expect(row).toMatchObject({ action: "domain.create", staffId, before: null });
    expect(row!.after).toMatchObject({ domain: "Security" });
    expect((await publicDomainNames()).at(-1)).toBe("Security");
  });

  it.each([
    [{ domain: "" }, "domain"],
    [{ domain: "x".repeat(121) }, "domain"],
    [{ domain: "Bad icon", icon: "javascript:alert(1)" }, "icon"],
    [{ domain: "Bad icon", icon: "//evil.example/x.png" }, "icon"],
    [{ domain: "Bad status", status: "X" }, "status"],
    [{ domain: "Extra", position: 1 }, "position"],
  ])("refuses %j with a 422 naming %s, storing nothing", async (payload, field) => {
    const [domains, audits] = [await rowCount(t, schema.domains), await rowCount(t, schema.auditLog)];
    const res = await send("POST", "/api/admin/domains", payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((item: { loc: string[] }) => item.loc.at(-1))).toContain(field);
    expect(await rowCount(t, schema.domains)).toBe(domains);
    expect(await rowCount(t, schema.auditLog)).toBe(audits);
  });

  it("renames a domain and changes its icon (empty = the default book icon)", async () => {
    const res = await send("PATCH", `/api/admin/domains/${data.id}`, { domain: "Data Science", icon: "" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: data.id, domain: "Data Science", icon: null, status: "A" });
    const rows = await auditRows("domain", data.id);
    expect(rows.at(-1)).toMatchObject({ action: "domain.update", staffId });
    expect(rows.at(-1)!.before).toMatchObject({ domain: "Data", icon: "chart" });
    expect(rows.at(-1)!.after).toMatchObject({ domain: "Data Science", icon: null });
    expect(await publicDomainNames()).toContain("Data Science");
  });

  it("deactivating hides a domain from the public list; staff still see it; activating brings it back", async () => {
    const off = await send("PATCH", `/api/admin/domains/${data.id}`, { status: "I" });
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe("I");
    expect(await publicDomainNames()).not.toContain("Data Science");
    expect(((await get("/api/admin/domains")).json() as { id: number }[]).map((d) => d.id)).toContain(data.id);
    expect((await auditRows("domain", data.id)).at(-1)).toMatchObject({ action: "domain.status" });
    const on = await send("PATCH", `/api/admin/domains/${data.id}`, { status: "A" });
    expect(on.json().status).toBe("A");
    expect(await publicDomainNames()).toContain("Data Science");
  });

  it("answers 404 for an unknown domain and 422 for an empty change, storing nothing", async () => {
    const audits = await rowCount(t, schema.auditLog);
    expect((await send("PATCH", "/api/admin/domains/999999", { domain: "Ghost" })).statusCode).toBe(404);
    expect((await send("POST", "/api/admin/domains/999999/move", { direction: "up" })).statusCode).toBe(404);
    expect((await send("PATCH", `/api/admin/domains/${cloud.id}`, {})).statusCode).toBe(422);
    expect((await send("POST", `/api/admin/domains/${cloud.id}/move`, { direction: "left" })).statusCode).toBe(422);
    expect(await rowCount(t, schema.auditLog)).toBe(audits);
  });

  it("moves a domain up and down; the public order follows; the ends refuse", async () => {
    const up = await send("POST", `/api/admin/domains/${data.id}/move`, { direction: "up" });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().map((d: { domain: string }) => d.domain)).toEqual([
      "Data Science",
      "Cloud",
      "Dormant",
      "Security",
    ]);
    expect(up.json().map((d: { position: number }) => d.position)).toEqual([0, 1, 2, 3]);
    expect(await publicDomainNames()).toEqual(["Data Science", "Cloud", "Security"]);
    expect((await auditRows("domain", data.id)).at(-1)).toMatchObject({
      action: "domain.move",
      before: { position: 1 },
      after: { position: 0, direction: "up" },
    });

    const audits = await rowCount(t, schema.auditLog);
    const first = await send("POST", `/api/admin/domains/${data.id}/move`, { direction: "up" });
    expect(first.statusCode).toBe(422);
    expect(first.json().detail[0].msg).toBe("This domain is already first");
    expect(await rowCount(t, schema.auditLog)).toBe(audits);

    const down = await send("POST", `/api/admin/domains/${data.id}/move`, { direction: "down" });
    expect(down.json().map((d: { domain: string }) => d.domain)).toEqual([
      "Cloud",
      "Data Science",
      "Dormant",
      "Security",
    ]);
  });
});
