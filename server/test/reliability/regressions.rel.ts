// What the fuzzing found, pinned as plain examples so that it stays fixed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_REFUSED } from "../../plugins/errors.ts";
import { apiHeaders, type TestContext } from "../app.ts";
import { answerProblem, buildOn, countRows, DRIVERS, isFrameworkBadUrl, seedWorld, type World } from "./harness.ts";

describe.each(DRIVERS)("regressions on %s", (driver) => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await buildOn(driver);
    w = await seedWorld(ctx);
  });
  afterAll(() => ctx?.close());

  // Found by the fuzzing: PostgreSQL text cannot hold U+0000, so a NUL in a name, a message or
  // a search text failed its query with a 500 (and, in a submission, nothing said why).
  it("refuses a NUL in any validated input with 422 naming the field, and stores nothing", async () => {
    const lead = {
      leadName: "Asha",
      leadEmail: "a@example.com",
      leadContact: "+91 98765 43210",
      ictId_id: w.courses.open.id,
    };
    const enquiry = { ict_id: w.courses.open.id, eName: "Asha", eEmail: "a@example.com", eContact: "+91 98765 43210" };
    const feedback = { feedbackMsg: "Good", ictId_id: w.courses.A.id, learnerId_id: w.A.id };
    const cases = [
      { url: "/api/leads/", payload: { ...lead, leadName: "As\u0000ha" }, loc: ["body", "leadName"] },
      { url: "/api/leads/", payload: { ...lead, briefRequirement: "\u0000" }, loc: ["body", "briefRequirement"] },
      { url: "/api/ictEnquiry/", payload: { ...enquiry, eQuery: "when?\u0000" }, loc: ["body", "eQuery"] },
      {
        url: `/api/training-cards/${w.batches.A.id}/feedbacks`,
        payload: { ...feedback, feedbackMsg: "Go\u0000od" },
        loc: ["body", "feedbackMsg"],
        token: w.tokenA,
      },
      { url: "/api/ictData/?search=kube%00", loc: ["querystring", "search"] },
      { url: "/api/ictData/?q=%00", loc: ["querystring", "q"] },
      { url: "/api/ictData/search/ku%00be", loc: ["params", "text"] },
    ];
    for (const c of cases) {
      const before = await countRows(ctx.database.db);
      const res = await ctx.app.inject({
        method: c.payload ? "POST" : "GET",
        url: c.url,
        headers: apiHeaders(c.token),
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, c.url).toBe(422);
      expect(res.json(), c.url).toEqual({ detail: [{ loc: c.loc, msg: NUL_REFUSED }] });
      expect(await countRows(ctx.database.db), c.url).toEqual(before);
    }
    // The same texts without the NUL are fine.
    const ok = await ctx.app.inject({ method: "GET", url: "/api/ictData/search/kube", headers: apiHeaders() });
    expect(ok.statusCode).toBe(200);
  });

  it("keeps a NUL where no route reads it: logout ignores its body", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/logout/",
      headers: apiHeaders(),
      payload: { x: "\u0000" },
    });
    expect(res.statusCode).toBe(200);
  });

  // Fixed in app.ts (frameworkErrors): a malformed percent-encoding in the path is answered
  // with {detail} and the security headers, like every other answer.
  it("answers a malformed percent-encoding in the path with JSON {detail}", async () => {
    for (const url of ["/api/ictData/%zz", "/api/recordings/training/..%c0%af", "/api/ictData/search/%E0%A4%A"]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: apiHeaders(w.tokenA) });
      expect(isFrameworkBadUrl(res), url).toBe(false);
      expect(res.statusCode, url).toBe(400);
      expect(answerProblem(res), url).toBeNull();
      expect(res.headers["content-security-policy"], url).toBeDefined();
    }
  });

  // Fixed in app.ts (`api.all("/")`): the bare base path is an API 404, not the web's HTML page.
  it("answers the bare API base path with a JSON 404 {detail}", async () => {
    for (const url of ["/api/", "/api", "/api/ictData/.."]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: apiHeaders() });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: "Not found" });
    }
  });
});
