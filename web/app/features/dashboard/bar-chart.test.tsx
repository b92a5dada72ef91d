// No chart relies on colour alone. On the whole dashboard, every bar has its label and
// its figure as text beside it, a flagged bar (drawn in the second colour) says so with a ⚠ before
// its label and why in its title, and every chart has its table with the same figures.
// The colours' contrast is web/app/admin-ui/chart-colours.test.ts's.
import type { Dashboard } from "@skillbridge/core/dashboard/schemas";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DashboardView } from "./dashboard-view";

const dashboard: Dashboard = {
  range: { from: "2026-11-02", to: "2026-11-15" },
  weekly: {
    byForm: [
      { week: "2026-11-02", form: "lead", count: 3 },
      { week: "2026-11-02", form: "contact", count: 1 },
    ],
    bySource: [{ week: "2026-11-02", source: "newsletter", count: 4 }],
  },
  funnel: {
    overall: { new: 4, contacted: 3, qualified: 2, enrolled: 1, paid: 1 },
    byCourse: [{ courseId: 1, courseName: "AWS Architect", new: 4, contacted: 3, qualified: 2, enrolled: 1, paid: 1 }],
    bySource: [{ source: "newsletter", new: 4, contacted: 3, qualified: 2, enrolled: 1, paid: 1 }],
  },
  response: { received: 4, answered: 3, answeredInTime: 2, medianHours: 5, waiting: [] },
  revenue: {
    byMonth: [
      {
        month: "2026-11",
        domainName: "Cloud",
        courseName: "AWS Architect",
        receivedPaise: 5_900_000,
        refundedPaise: 0,
        paise: 5_900_000,
      },
    ],
    outstanding: [{ domainName: "Cloud", courseName: "AWS Architect", paise: 1_000_000 }],
  },
  batches: [
    { batchId: 7, courseName: "AWS Architect", startDate: "2026-11-20", taken: 2, capacity: 10, underHalf: true },
    { batchId: 8, courseName: "Python Basics", startDate: "2026-11-25", taken: 3, capacity: 4, underHalf: false },
  ],
  feedback: {
    byCourse: [{ courseId: 1, courseName: "AWS Architect", average: 4.5, count: 2 }],
    byBatch: [{ batchId: 3, courseName: "AWS Architect", startDate: "2026-10-01", average: 4.5, count: 2 }],
    byMonth: [{ month: "2026-11", average: 4.5, count: 2 }],
    byCourseMonth: [{ courseId: 1, courseName: "AWS Architect", month: "2026-11", average: 4.5, count: 2 }],
    byBatchMonth: [
      { batchId: 3, courseName: "AWS Architect", startDate: "2026-10-01", month: "2026-11", average: 4.5, count: 2 },
    ],
    latest: [],
  },
  search: { top: [{ term: "python", searches: 3 }], empty: [{ term: "rust", searches: 2 }] },
};

describe("the dashboard's charts without colour", () => {
  it("label every bar and its figure in text, and pair every chart with its table", () => {
    const { container } = render(<DashboardView dashboard={dashboard} />);
    const charts = [...container.querySelectorAll<SVGSVGElement>("svg[data-chart]")];
    expect(charts.map((svg) => svg.dataset.chart)).toEqual([
      "weekly-form",
      "weekly-source",
      "funnel",
      "response",
      "revenue-month",
      "outstanding",
      "batches",
      "feedback-course",
      "feedback-month",
      "feedback-course-month",
      "search-top",
      "search-empty",
    ]);
    for (const svg of charts) {
      expect(container.querySelector(`table[data-table="${svg.dataset.chart}"]`), svg.dataset.chart).not.toBeNull();
      for (const rect of svg.querySelectorAll("rect")) {
        const [label, value] = [...rect.parentElement!.querySelectorAll("text")].map((text) => text.textContent ?? "");
        const where = `${svg.dataset.chart} ${rect.getAttribute("data-row")}`;
        expect(label, where).not.toBe("");
        expect(value, where).toMatch(/\d/);
      }
    }
  });

  it("tells a flagged bar by a sign and words, not by its colour alone", () => {
    const { container } = render(<DashboardView dashboard={dashboard} />);
    const bars = [...container.querySelectorAll('svg[data-chart="batches"] rect')];
    const told = bars.map((rect) => ({
      flagged: rect.getAttribute("class") === "barFlagged",
      label: rect.parentElement!.querySelector("text")!.textContent,
      title: rect.parentElement!.querySelector("title")!.textContent,
    }));
    expect(told).toEqual([
      {
        flagged: true,
        label: "⚠ AWS Architect (…",
        title: "AWS Architect (20 Nov 2026): 20% (2/10) (under half full)",
      },
      { flagged: false, label: "Python Basics (25…", title: "Python Basics (25 Nov 2026): 75% (3/4)" },
    ]);
    // Every bar drawn in the flag's colour carries the sign, and no other bar does.
    for (const rect of container.querySelectorAll("svg[data-chart] rect")) {
      const flagged = rect.getAttribute("class") === "barFlagged";
      expect(rect.parentElement!.querySelector("text")!.textContent!.startsWith("⚠")).toBe(flagged);
    }
    expect(container.querySelector('table[data-table="batches"]')!.textContent).toContain("Under half full");
  });

  it("shows each chart's title, writes days, months, amounts and times as the product does, draws no empty chart", () => {
    const { container } = render(<DashboardView dashboard={dashboard} />);
    for (const svg of container.querySelectorAll<SVGSVGElement>("svg[data-chart]")) {
      const caption = svg.closest("figure")!.querySelector("figcaption")!;
      expect(svg.getAttribute("aria-labelledby")).toBe(caption.id);
      expect(caption.textContent, svg.dataset.chart).not.toBe("");
    }
    const titles = [...container.querySelectorAll("figcaption")].map((caption) => caption.textContent);
    expect(titles).toContain("Revenue received per month, by course (confirmed payments less refunds, in this range)");
    expect(titles).toContain("Fees still to be paid now, by course (open payment requests, whatever the range)");
    expect(container.textContent).not.toContain("Nothing to draw");
    expect(container.textContent).not.toMatch(/\b20\d\d-\d\d\b/);
    expect(container.textContent).not.toContain("(UTC)");
    const revenue = container.querySelector<HTMLTableRowElement>('table[data-table="revenue-month"] tbody tr')!;
    expect([...revenue.cells].map((cell) => cell.textContent)[0]).toBe("Nov 2026");
    expect(revenue.textContent).toMatch(/₹[\d,]+\.\d\d/);
  });
});
