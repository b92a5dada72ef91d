// The dashboard's charts as bars, made from the API's figures. Each bar names the cell
// of its table (core's dashboardTables) that holds the same figure, by the table's plain values;
// its label and headings write days and months as the page does.

import { formatDate } from "@skillbridge/core";
import { formatMonth } from "@skillbridge/core/dashboard/display";
import { type Dashboard, FUNNEL_STEPS } from "@skillbridge/core/dashboard/schemas";
import { conversion, FORM_LABELS, STEP_LABELS } from "@skillbridge/core/dashboard/tables";
import { formatPaise } from "@skillbridge/core/money";
import type { BarGroup } from "../../admin-ui/bar-chart";

const byWeek = <T extends { week: string }>(rows: T[]) => {
  const weeks = new Map<string, T[]>();
  for (const row of rows) weeks.set(row.week, [...(weeks.get(row.week) ?? []), row]);
  return [...weeks];
};

export function weeklyFormChart(d: Dashboard): BarGroup[] {
  return byWeek(d.weekly.byForm).map(([week, rows]) => ({
    heading: `Week from ${formatDate(week)}`,
    bars: rows.map((row) => ({
      label: FORM_LABELS[row.form],
      value: row.count,
      row: week,
      column: FORM_LABELS[row.form],
    })),
  }));
}

export function weeklySourceChart(d: Dashboard): BarGroup[] {
  return byWeek(d.weekly.bySource).map(([week, rows]) => ({
    heading: `Week from ${formatDate(week)}`,
    bars: rows.map((row) => ({ label: row.source, value: row.count, row: `${week}|${row.source}`, column: "Count" })),
  }));
}

export function funnelChart(d: Dashboard): BarGroup[] {
  const { overall } = d.funnel;
  return [
    {
      bars: FUNNEL_STEPS.map((step, i) => ({
        label: STEP_LABELS[step],
        value: overall[step],
        text:
          i === 0
            ? String(overall[step])
            : `${overall[step]} (${conversion(overall[FUNNEL_STEPS[i - 1]!], overall[step])})`,
        row: STEP_LABELS[step],
        column: "Reached",
      })),
    },
  ];
}

export function responseChart(d: Dashboard): BarGroup[] {
  const { received, answered, answeredInTime } = d.response;
  const outcomes: [string, number][] = [
    ["Within 1 business day", answeredInTime],
    ["Later", answered - answeredInTime],
    ["Not answered yet", received - answered],
  ];
  return [{ bars: outcomes.map(([label, value]) => ({ label, value, row: label, column: "Count" })) }];
}

export function revenueChart(d: Dashboard): BarGroup[] {
  const months = new Map<string, Dashboard["revenue"]["byMonth"]>();
  for (const row of d.revenue.byMonth) months.set(row.month, [...(months.get(row.month) ?? []), row]);
  return [...months].map(([month, rows]) => ({
    heading: formatMonth(month),
    bars: rows.map((row) => ({
      label: row.courseName,
      value: row.paise / 100,
      text: formatPaise(row.paise),
      row: `${month}|${row.domainName}|${row.courseName}`,
      // Net of the refunds processed that month: the table's "Net (₹)" column.
      column: "Net (₹)",
    })),
  }));
}

export function outstandingChart(d: Dashboard): BarGroup[] {
  return [
    {
      bars: d.revenue.outstanding.map((row) => ({
        label: row.courseName,
        value: row.paise / 100,
        text: formatPaise(row.paise),
        row: `${row.domainName}|${row.courseName}`,
        column: "Amount (₹)",
      })),
    },
  ];
}

/** Batches with a capacity, by fill (seats taken of capacity, in %); under half full flagged. */
export function batchesChart(d: Dashboard): BarGroup[] {
  return [
    {
      bars: d.batches
        .filter((batch) => batch.capacity !== null)
        .map((batch) => {
          const fill = Math.round((batch.taken / (batch.capacity ?? 1)) * 100);
          return {
            label: `${batch.courseName} (${formatDate(batch.startDate)})`,
            value: fill,
            text: `${fill}% (${batch.taken}/${batch.capacity})`,
            ...(batch.underHalf ? { flag: "under half full" } : {}),
            row: String(batch.batchId),
            column: "Fill",
          };
        }),
    },
  ];
}

export function feedbackCourseChart(d: Dashboard): BarGroup[] {
  return [
    {
      bars: d.feedback.byCourse.map((row) => ({
        label: row.courseName,
        value: row.average,
        text: `${row.average} of 5 (${row.count})`,
        row: row.courseName,
        column: "Average rating (of 5)",
      })),
    },
  ];
}

export function feedbackMonthChart(d: Dashboard): BarGroup[] {
  return [
    {
      bars: d.feedback.byMonth.map((row) => ({
        label: formatMonth(row.month),
        value: row.average,
        text: `${row.average} of 5 (${row.count})`,
        row: row.month,
        column: "Average rating (of 5)",
      })),
    },
  ];
}

/** Each course's average rating month by month: a group per course, a bar per month. */
export function feedbackCourseMonthChart(d: Dashboard): BarGroup[] {
  const courses = new Map<number, Dashboard["feedback"]["byCourseMonth"]>();
  for (const row of d.feedback.byCourseMonth) courses.set(row.courseId, [...(courses.get(row.courseId) ?? []), row]);
  return [...courses.values()].map((rows) => ({
    heading: rows[0]!.courseName,
    bars: rows.map((row) => ({
      label: formatMonth(row.month),
      value: row.average,
      text: `${row.average} of 5 (${row.count})`,
      row: `${row.courseName}|${row.month}`,
      column: "Average rating (of 5)",
    })),
  }));
}

export function searchChart(rows: { term: string; searches: number }[], column: string): BarGroup[] {
  return [{ bars: rows.map((row) => ({ label: row.term, value: row.searches, row: row.term, column })) }];
}
