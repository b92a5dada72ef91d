// First-touch attribution: a page visit with utm_* or an external referrer sets a
// first-party session cookie (outside the cached page), and what the visitor then submits stores it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../test/app.ts";
import { createCourse } from "../test/factories.ts";
import { ATTRIBUTION_COOKIE, decodeFirstTouch, encodeFirstTouch, firstTouchOf } from "./attribution.ts";

let t: TestContext;
let courseId: number;
beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "30" } });
  courseId = (await createCourse(t.database.db, { name: "Attribution Course" })).id;
});
afterAll(() => t.close());

/** The attribution cookie a response sets, as `name=value`, or undefined. */
function touchCookie(setCookie: string | string[] | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((cookie) => cookie.startsWith(`${ATTRIBUTION_COOKIE}=`));
}

const enquiry = (cookie: string | undefined) =>
  t.app.inject({
    method: "POST",
    url: "/api/ictEnquiry/",
    headers: { ...apiHeaders(), ...(cookie ? { cookie } : {}) },
    payload: {
      ict_id: courseId,
      eName: "Asha Rao",
      eEmail: "asha@example.com",
      eContact: "+91 91234 56789",
      eQuery: "Weekend batch?",
    },
  });

describe("first-touch attribution", () => {
  it("a visit to /?utm_source=newsletter&utm_campaign=diwali, then an enquiry, stores those values", async () => {
    const visit = await t.app.inject({ method: "GET", url: "/?utm_source=newsletter&utm_campaign=diwali" });
    expect(visit.statusCode).toBe(200);
    const set = touchCookie(visit.headers["set-cookie"]);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Lax/);
    expect(set).not.toMatch(/Max-Age|Expires/i); // a session cookie: it ends with the visit
    expect(visit.headers["cache-control"]).toBe("private, no-store"); // no CDN keeps one visitor's cookie
    const cookie = set!.split(";")[0]!;
    const res = await enquiry(cookie);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, res.json().id));
    expect(row).toMatchObject({ utmSource: "newsletter", utmMedium: null, utmCampaign: "diwali", referrer: null });
  });

  it("a later visit with other values does not overwrite the first touch within the visit", async () => {
    const first = await t.app.inject({ method: "GET", url: "/?utm_source=newsletter&utm_campaign=diwali" });
    const cookie = touchCookie(first.headers["set-cookie"])!.split(";")[0]!;
    const later = await t.app.inject({
      method: "GET",
      url: "/?utm_source=google&utm_medium=cpc&utm_campaign=winter",
      headers: { cookie, referer: "https://www.google.com/search?q=courses" },
    });
    expect(later.statusCode).toBe(200);
    expect(touchCookie(later.headers["set-cookie"])).toBeUndefined();
    const lead = await t.app.inject({
      method: "POST",
      url: "/api/leads/",
      headers: { ...apiHeaders(), cookie },
      payload: {
        leadName: "Ravi Kumar",
        leadEmail: "ravi@example.com",
        leadContact: "+91 98765 43210",
        briefRequirement: "",
        ictId_id: courseId,
      },
    });
    expect(lead.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(schema.leads).where(eq(schema.leads.id, lead.json().id));
    expect(row).toMatchObject({ utmSource: "newsletter", utmCampaign: "diwali", utmMedium: null, referrer: null });
  });

  it("sets the cookie on a page served from the page cache, and the kept page never carries it", async () => {
    const url = "/about?utm_source=partner";
    await t.app.inject({ method: "GET", url });
    const second = await t.app.inject({ method: "GET", url }); // kept from its second request
    const third = await t.app.inject({ method: "GET", url }); // served from the cache
    expect(touchCookie(second.headers["set-cookie"])).toBeDefined();
    expect(touchCookie(third.headers["set-cookie"])).toBeDefined();
    expect(third.body).toBe(second.body);
    expect(third.body).not.toContain(ATTRIBUTION_COOKIE);
    // A visitor arriving with no source, after others with one, gets the shared page and no cookie.
    const plain = await t.app.inject({ method: "GET", url: "/about" });
    expect(touchCookie(plain.headers["set-cookie"])).toBeUndefined();
    expect(plain.headers["cache-control"]).toMatch(/^public/);
  });

  it("keeps an external referrer's host only, and ignores the site's own pages and API calls", async () => {
    const external = await t.app.inject({
      method: "GET",
      url: "/events",
      headers: { referer: "https://partner.example.org/blog/post?email=someone@example.com" },
    });
    const cookie = touchCookie(external.headers["set-cookie"])!.split(";")[0]!.split("=")[1];
    expect(decodeFirstTouch(cookie)).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrer: "partner.example.org",
    });
    const internal = await t.app.inject({ method: "GET", url: "/events", headers: { referer: "http://localhost/" } });
    expect(touchCookie(internal.headers["set-cookie"])).toBeUndefined();
    const api = await t.app.inject({ method: "GET", url: "/api/ictData/?utm_source=x", headers: apiHeaders() });
    expect(touchCookie(api.headers["set-cookie"])).toBeUndefined();
  });

  it("without the cookie a submission stores no source; a crafted cookie is cut to length and stored as text", async () => {
    const none = await enquiry(undefined);
    const [plain] = await t.database.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, none.json().id));
    expect(plain).toMatchObject({ utmSource: null, utmMedium: null, utmCampaign: null, referrer: null });
    const crafted = encodeFirstTouch({
      utmSource: `=HYPERLINK("http://evil")${"x".repeat(300)}`,
      utmMedium: "<script>alert(1)</script>",
      utmCampaign: "\u0000\u0007diwali",
      referrer: null,
    });
    const res = await enquiry(`${ATTRIBUTION_COOKIE}=${crafted}`);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, res.json().id));
    expect(row?.utmSource).toHaveLength(100);
    expect(row?.utmMedium).toBe("<script>alert(1)</script>");
    expect(row?.utmCampaign).toBe("diwali");
  });

  it("reads long query values to 100 characters and nothing from an empty visit", () => {
    const long = firstTouchOf(new URLSearchParams({ utm_source: "a".repeat(500) }), undefined, "localhost");
    expect(long?.utmSource).toHaveLength(100);
    expect(firstTouchOf(new URLSearchParams(""), undefined, "localhost")).toBeNull();
    expect(firstTouchOf(new URLSearchParams(""), "javascript:alert(1)", "localhost")).toBeNull();
  });
});
