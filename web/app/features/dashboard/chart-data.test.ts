// The revenue chart and its table: each bar is the month's revenue net of the
// refunds processed that month, and names the table cell holding the same figure.
import type { Dashboard } from "@skillbridge/core/dashboard/schemas";
import { dashboardTables } from "@skillbridge/core/dashboard/tables";
import { describe, expect, it } from "vitest";
import { feedbackCourseMonthChart, revenueChart } from "./chart-data";

const byMonth: Dashboard["revenue"]["byMonth"] = [
  {
    month: "2026-11",
    domainName: "Cloud",
    courseName: "AWS",
    receivedPaise: 5_900_000,
    refundedPaise: 500_000,
    paise: 5_400_000,
  },
  {
    month: "2026-12",
    domainName: "Cloud",
    courseName: "AWS",
    receivedPaise: 0,
    refundedPaise: 100_050,
    paise: -100_050,
  },
];
const dashboard = { revenue: { byMonth, outstanding: [] } } as unknown as Dashboard;

describe("revenue per month", () => {
  it("draws the net figure of each month and course, the one its table shows as Net", () => {
    const table = dashboardTables({ ...dashboard, ...emptyRest })["revenue-month"];
    const net = table.headers.indexOf("Net (₹)");
    for (const group of revenueChart(dashboard)) {
      for (const bar of group.bars) {
        const row = table.rows.find((cells) => cells.slice(0, 3).join("|") === bar.row)!;
        expect(bar.column).toBe("Net (₹)");
        expect(row[net]).toBe(bar.value.toFixed(2));
      }
    }
    expect(revenueChart(dashboard).map((group) => group.bars.map((bar) => [bar.label, bar.value]))).toEqual([
      [["AWS", 54_000]],
      [["AWS", -1_000.5]],
    ]);
  });
});

describe("average rating per course and month", () => {
  const byCourseMonth: Dashboard["feedback"]["byCourseMonth"] = [
    { courseId: 1, courseName: "AWS Architect", month: "2026-11", average: 4, count: 3 },
    { courseId: 1, courseName: "AWS Architect", month: "2026-12", average: 2, count: 1 },
    { courseId: 2, courseName: "Python Basics", month: "2026-10", average: 1, count: 1 },
  ];
  const rated = {
    ...emptyRest,
    revenue: { byMonth: [], outstanding: [] },
    feedback: { ...emptyRest.feedback, byCourseMonth },
  } as Dashboard;

  it("draws a group per course and a bar per month, each the figure its table row holds", () => {
    const chart = feedbackCourseMonthChart(rated);
    expect(chart.map((group) => [group.heading, group.bars.map((bar) => [bar.label, bar.value, bar.text])])).toEqual([
      [
        "AWS Architect",
        [
          ["Nov 2026", 4, "4 of 5 (3)"],
          ["Dec 2026", 2, "2 of 5 (1)"],
        ],
      ],
      ["Python Basics", [["Oct 2026", 1, "1 of 5 (1)"]]],
    ]);
    const table = dashboardTables(rated)["feedback-course-month"];
    const bars = chart.flatMap((group) => group.bars);
    expect(bars).toHaveLength(table.rows.length);
    for (const bar of bars) {
      const row = table.rows.find((cells) => cells.slice(0, 2).join("|") === bar.row)!;
      expect(row[table.headers.indexOf(bar.column)]).toBe(bar.value);
    }
  });
});

const emptyRest = {
  range: { from: "2026-11-01", to: "2026-12-31" },
  weekly: { byForm: [], bySource: [] },
  funnel: { overall: { new: 0, contacted: 0, qualified: 0, enrolled: 0, paid: 0 }, byCourse: [], bySource: [] },
  response: { received: 0, answered: 0, answeredInTime: 0, medianHours: null, waiting: [] },
  batches: [],
  feedback: { byCourse: [], byBatch: [], byMonth: [], byCourseMonth: [], byBatchMonth: [], latest: [] },
  search: { top: [], empty: [] },
};
