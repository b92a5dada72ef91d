import { describe, expect, it } from "vitest";
import { csvCell } from "../csv.ts";
import type { Dashboard } from "./schemas.ts";
import { conversion, dashboardForPage, dashboardTables, FUNNEL_COURSES_ON_PAGE, tableCsv } from "./tables.ts";

const empty: Dashboard = {
  range: { from: "2026-11-02", to: "2026-11-15" },
  weekly: {
    byForm: [
      { week: "2026-11-02", form: "lead", count: 3 },
      { week: "2026-11-02", form: "course", count: 1 },
      { week: "2026-11-09", form: "contact", count: 1 },
    ],
    bySource: [{ week: "2026-11-02", source: "=cmd|' /C calc'!A0", count: 1 }],
  },
  funnel: {
    overall: { new: 6, contacted: 5, qualified: 2, enrolled: 1, paid: 1 },
    byCourse: [{ courseId: 1, courseName: "AWS", new: 4, contacted: 2, qualified: 0, enrolled: 0, paid: 0 }],
    bySource: [],
  },
  response: { received: 0, answered: 0, answeredInTime: 0, medianHours: null, waiting: [] },
  revenue: {
    byMonth: [
      {
        month: "2026-11",
        domainName: "Cloud",
        courseName: "AWS",
        receivedPaise: 5_900_050,
        refundedPaise: 0,
        paise: 5_900_050,
      },
      {
        month: "2026-12",
        domainName: "Cloud",
        courseName: "AWS",
        receivedPaise: 0,
        refundedPaise: 100_050,
        paise: -100_050,
      },
    ],
    outstanding: [],
  },
  batches: [{ batchId: 7, courseName: "AWS", startDate: "2026-12-01", taken: 2, capacity: 10, underHalf: true }],
  feedback: { byCourse: [], byBatch: [], byMonth: [], byCourseMonth: [], byBatchMonth: [], latest: [] },
  search: { top: [], empty: [] },
};

describe("dashboard tables and CSV", () => {
  it("pivots the weekly counts by form, a zero where a form had none", () => {
    expect(dashboardTables(empty)["weekly-form"].rows).toEqual([
      ["2026-11-02", 3, 1, 0, 0, 0],
      ["2026-11-09", 0, 0, 0, 0, 1],
    ]);
  });

  it("gives the conversion of each funnel step from the one before", () => {
    expect(dashboardTables(empty)["funnel-course"].rows[0]).toEqual(["AWS", 4, 2, "50%", 0, "0%", 0, "–", 0, "–"]);
    expect(conversion(3, 1)).toBe("33%");
  });

  it("writes rupees from paise and flags batches under half full in words", () => {
    expect(dashboardTables(empty)["revenue-month"].rows).toEqual([
      ["2026-11", "Cloud", "AWS", "59000.50", "0.00", "59000.50"],
      // A month of refunds only: net negative.
      ["2026-12", "Cloud", "AWS", "0.00", "1000.50", "-1000.50"],
    ]);
    expect(dashboardTables(empty).batches.rows[0]).toEqual([7, "AWS", "2026-12-01", 2, 10, "20%", "Yes"]);
  });

  it("makes formula cells harmless and quotes what must be quoted", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+91")).toBe("'+91");
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell(-5)).toBe("-5"); // a number is a number
    const csv = tableCsv(dashboardTables(empty)["weekly-source"]);
    expect(csv).toBe("\uFEFFWeek from (Monday),Source,Count\r\n2026-11-02,'=cmd|' /C calc'!A0,1\r\n");
  });
});

describe("the dashboard as the page carries it", () => {
  const course = (i: number) => ({
    courseId: i,
    courseName: `Course ${i}`,
    new: 100 - i,
    contacted: 0,
    qualified: 0,
    enrolled: 0,
    paid: 0,
  });
  const many = {
    ...empty,
    funnel: { ...empty.funnel, byCourse: Array.from({ length: 30 }, (_, i) => course(i)) },
  } as Dashboard;

  it("keeps the funnel of the 20 courses with the most leads, and says how many there are", () => {
    const { dashboard, coursesInFunnel } = dashboardForPage(many);
    expect(coursesInFunnel).toBe(30);
    expect(dashboard.funnel.byCourse.map((row) => row.courseName)).toEqual(
      Array.from({ length: FUNNEL_COURSES_ON_PAGE }, (_, i) => `Course ${i}`),
    );
    // The CSV is made from the whole answer: every course.
    expect(dashboardTables(many)["funnel-course"].rows).toHaveLength(30);
  });

  it("leaves a short list as it is", () => {
    expect(dashboardForPage(empty)).toEqual({ dashboard: empty, coursesInFunnel: empty.funnel.byCourse.length });
  });
});
