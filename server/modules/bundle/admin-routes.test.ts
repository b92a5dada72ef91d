// The back office's learning bundles: staff only; add, edit, deactivate, move up/down
// (persisted as positions, the public order follows); invalid input stores nothing; audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  auditRows,
  build,
  caller,
  expectStaffOnly,
  rowCount,
  signedInPeople,
  type TestContext,
} from "../../test/app.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const publicTitles = async () =>
  ((await call("GET", "/api/learning-bundles", undefined, null)).json() as { LBTitle: string }[]).map(
    (item) => item.LBTitle,
  );
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await build();
  ({ staffToken, learnerToken } = await signedInPeople(t, { staff: { role: "staff" } }));
});
afterAll(() => t.close());

describe("learning bundles", () => {
  it("anonymous 401, learner 403", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", "/api/admin/bundles"],
        ["POST", "/api/admin/bundles", { title: "X" }],
        ["PATCH", "/api/admin/bundles/1", { status: "I" }],
        ["POST", "/api/admin/bundles/1/move", { direction: "up" }],
      ],
      learnerToken,
    );
  });

  it("adds bundles last, audited, public at once", async () => {
    for (const title of ["Cloud", "Data", "Security"]) {
      const res = await call("POST", "/api/admin/bundles", {
        title,
        description: `${title} bundle`,
        icon: "/media/9-1234abcd.webp",
      });
      expect(res.statusCode, res.body).toBe(201);
      ids[title] = res.json().id;
    }
    expect(await publicTitles()).toEqual(["Cloud", "Data", "Security"]);
    expect(await auditRows(t, "bundle", ids.Data!)).toMatchObject([{ action: "bundle.create", before: null }]);
  });

  it("moves up and down: positions persist, the public order follows, audited", async () => {
    const up = await call("POST", `/api/admin/bundles/${ids.Security}/move`, { direction: "up" });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().map((item: { title: string }) => item.title)).toEqual(["Cloud", "Security", "Data"]);
    expect(await publicTitles()).toEqual(["Cloud", "Security", "Data"]);
    await call("POST", `/api/admin/bundles/${ids.Cloud}/move`, { direction: "down" });
    expect(await publicTitles()).toEqual(["Security", "Cloud", "Data"]);
    // Past the top: nothing changes, nothing is logged.
    const top = await call("POST", `/api/admin/bundles/${ids.Security}/move`, { direction: "up" });
    expect(top.statusCode).toBe(200);
    expect(await publicTitles()).toEqual(["Security", "Cloud", "Data"]);
    const moves = (await auditRows(t, "bundle", ids.Security!)).filter((row) => row.action === "bundle.move");
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ before: { order: [ids.Cloud, ids.Data, ids.Security] } });
    expect((await call("POST", "/api/admin/bundles/999999/move", { direction: "up" })).statusCode).toBe(404);
    expect((await call("POST", `/api/admin/bundles/${ids.Data}/move`, { direction: "left" })).statusCode).toBe(422);
  });

  it("deactivates: gone from the public list, kept for staff", async () => {
    const off = await call("PATCH", `/api/admin/bundles/${ids.Cloud}`, { status: "I" });
    expect(off.json()).toMatchObject({ status: "I", title: "Cloud", description: "Cloud bundle" });
    expect(await publicTitles()).toEqual(["Security", "Data"]);
    expect((await call("GET", "/api/admin/bundles")).json()).toHaveLength(3);
    expect((await auditRows(t, "bundle", ids.Cloud!)).at(-1)).toMatchObject({
      action: "bundle.update",
      before: { status: "A" },
      after: { status: "I" },
    });
  });

  it("refuses bad input with 422 and stores nothing", async () => {
    const before = await rowCount(t, schema.learningBundles);
    for (const payload of [
      { title: "" },
      { title: "Ok", icon: "ftp://x" },
      { title: "Ok", icon: "<svg onload=x>" },
      { title: "Ok", position: 3 },
      {},
    ]) {
      expect((await call("POST", "/api/admin/bundles", payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await rowCount(t, schema.learningBundles)).toBe(before);
    expect((await call("PATCH", `/api/admin/bundles/${ids.Data}`, { title: " " })).statusCode).toBe(422);
    // A site icon by name (the demo data's Font Awesome classes too) is an icon.
    for (const icon of ["cloud", "fa-solid fa-cloud", ""]) {
      expect((await call("PATCH", `/api/admin/bundles/${ids.Data}`, { icon })).statusCode, icon).toBe(200);
    }
    expect((await call("PATCH", "/api/admin/bundles/999999", { title: "Y" })).statusCode).toBe(404);
  });
});
