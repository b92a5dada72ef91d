// Public pages reflect changes at once (caches invalidated). With the site mounted and
// its page cache on (as in production), a visitor's cached course page and domain list follow
// each staff change to the catalogue on the very next visit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, build, signIn, type TestContext } from "../../test/app.ts";
import { createCourse, createDomain, createStaff } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let course: { id: number };
let domain: { id: number };

beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "300" } });
  const db = t.database.db;
  const staff = await createStaff(db);
  staffToken = await signIn(t.app, "staff", staff.email);
  domain = await createDomain(db, { name: "Cached Domain" });
  course = await createCourse(db, { name: "Cached Course", domainId: domain.id, price: { list: 20000, sell: 15000 } });
});
afterAll(() => t.close());

/** A visitor without a session (the renders the page cache shares), following a redirect to the canonical URL. */
async function visit(url: string) {
  let res = await t.app.inject({ method: "GET", url });
  for (let hops = 0; hops < 3 && res.statusCode >= 301 && res.statusCode <= 308; hops++) {
    res = await t.app.inject({ method: "GET", url: String(res.headers.location) });
  }
  return res;
}
const staffCall = (method: "PATCH" | "POST", url: string, payload: object) =>
  t.app.inject({ method, url, headers: apiHeaders(staffToken), payload });

describe("public pages after a staff change", () => {
  it("a cached course page shows the new price and name, then 404s once the course is deactivated", async () => {
    const page = `/course/${course.id}/Cached_Course`;
    const first = await visit(page);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("₹15,000");
    expect((await visit(page)).body).toContain("₹15,000"); // served from the cache

    const price = await staffCall("PATCH", `/api/admin/courses/${course.id}`, { ictMrp: 30000, sellPrice: 24999 });
    expect(price.statusCode, price.body).toBe(200);
    const repriced = await visit(page);
    expect(repriced.body).toContain("₹24,999");
    expect(repriced.body).not.toContain("₹15,000");

    await staffCall("PATCH", `/api/admin/courses/${course.id}`, { ictName: "Renamed Course" });
    const renamed = await visit(`/course/${course.id}/Renamed_Course`);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain("Renamed Course");
    expect((await visit(`/course/${course.id}/Renamed_Course`)).statusCode).toBe(200); // cached again

    expect((await staffCall("PATCH", `/api/admin/courses/${course.id}`, { status: "I" })).statusCode).toBe(200);
    const gone = await visit(`/course/${course.id}/Renamed_Course`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain("No course found.");
  });

  it("a cached domain list drops a deactivated domain and shows a renamed one", async () => {
    expect((await visit("/allTrainingDomain")).body).toContain("Cached Domain");
    await staffCall("PATCH", `/api/admin/domains/${domain.id}`, { domain: "Fresh Domain" });
    const renamed = (await visit("/allTrainingDomain")).body;
    expect(renamed).toContain("Fresh Domain");
    await staffCall("PATCH", `/api/admin/domains/${domain.id}`, { status: "I" });
    expect((await visit("/allTrainingDomain")).body).not.toContain("Fresh Domain");
  });
});
