// One rule, two places: core's filterCourses (the browser, for a small list) and the
// API's catalogue query (a large list, filtered in the database) must keep the same courses for
// the same filters. Checked on the demo catalogue, whose names, hours, types and domains vary as
// a real one does.
import { filterCourses } from "@skillbridge/core/catalogue-filter";
import { COURSE_TYPES, MAX_HOURS_DEFAULT } from "@skillbridge/core/constants";
import { dayInIndia } from "@skillbridge/core/rules";
import type { Course, CourseType } from "@skillbridge/core/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../db/seed/seed.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";

let t: TestContext;
let courses: Course[];

beforeAll(async () => {
  t = await build();
  await seedDemoData(t.database.db, { today: dayInIndia(new Date()) });
  courses = (await t.app.inject({ method: "GET", url: "/api/ictData/", headers: apiHeaders() })).json();
});
afterAll(() => t.close());

type Filter = { text?: string; search?: string; maxHours?: number; types?: CourseType[]; domainIds?: number[] };

async function fromApi(filter: Filter): Promise<number[]> {
  const params = new URLSearchParams({ maxHours: String(filter.maxHours ?? MAX_HOURS_DEFAULT), limit: "500" });
  if (filter.text) params.set("q", filter.text);
  if (filter.search) params.set("search", filter.search);
  if (filter.types?.length) params.set("type", filter.types.join(","));
  if (filter.domainIds?.length) params.set("domain", filter.domainIds.join(","));
  const res = await t.app.inject({ method: "GET", url: `/api/ictData/?${params}`, headers: apiHeaders() });
  expect(res.statusCode).toBe(200);
  expect(Number(res.headers["x-total-count"])).toBe(res.json().length);
  return res.json().map((course: Course) => course.id);
}

describe("catalogue filters: core's filterCourses and the API agree on the demo catalogue", () => {
  it("has a catalogue worth comparing", () => {
    expect(courses.length).toBeGreaterThan(50);
    expect(new Set(courses.map((course) => course.ictType)).size).toBe(COURSE_TYPES.length);
  });

  it("for every filter alone and in combination", async () => {
    const domains = [...new Set(courses.map((course) => course.domainId))];
    const filters: Filter[] = [
      {},
      { text: "cloud" },
      { text: "  AWS " },
      { text: "c++" },
      { text: "100%" },
      { text: "_" },
      { text: "zzz" },
      { text: "architect" },
      { text: "net" },
      // a search page's ranked term, alone and narrowed by the sidebar's text
      { search: "net" },
      { search: ".NET" },
      { search: "sap" },
      { search: "java", text: "core" },
      { search: "kubernets" },
      { search: "az-104" },
      { search: "cloud", text: "aws", maxHours: 120 },
      { maxHours: 0 },
      { maxHours: 40 },
      { maxHours: 80 },
      { maxHours: 360 },
      ...COURSE_TYPES.map((type) => ({ types: [type] })),
      { types: ["Internship", "Corporate Training"] },
      ...domains.map((id) => ({ domainIds: [id] })),
      { domainIds: domains.slice(0, 3) },
      {
        text: "a",
        maxHours: 120,
        types: ["Certificate Course", "Industrial Training"],
        domainIds: domains.slice(0, 4),
      },
      { text: "security", maxHours: 60 },
    ];
    for (const filter of filters) {
      const expected = filterCourses(courses, filter).map((course) => course.id);
      expect(await fromApi(filter), JSON.stringify(filter)).toEqual(expected);
    }
  });
});
