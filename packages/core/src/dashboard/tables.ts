// The dashboard's figures as tables: one definition shared by the page's accessible
// tables and the CSV downloads, so both always hold the numbers the charts are drawn from.
import { INBOX_TYPES } from "../constants.ts";
import { csvFile } from "../csv.ts";
import { paiseToDecimal } from "../money/gst.ts";
import { type Dashboard, FUNNEL_STEPS, type FunnelCounts } from "./schemas.ts";

export const FORM_LABELS: Record<(typeof INBOX_TYPES)[number], string> = {
  lead: "Enrolment",
  course: "Course enquiry",
  event: "Event enquiry",
  proposal: "Proposal",
  contact: "Contact",
};
export const STEP_LABELS: Record<(typeof FUNNEL_STEPS)[number], string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  enrolled: "Enrolled",
  paid: "Paid",
};

export type Cell = string | number | null;
export type DashboardTable = { id: string; title: string; headers: string[]; rows: Cell[][] };

export const DASHBOARD_TABLE_IDS = [
  "weekly-form",
  "weekly-source",
  "funnel",
  "funnel-course",
  "funnel-source",
  "response",
  "waiting",
  "revenue-month",
  "outstanding",
  "batches",
  "feedback-course",
  "feedback-batch",
  "feedback-month",
  "feedback-course-month",
  "feedback-batch-month",
  "feedback-latest",
  "search-top",
  "search-empty",
] as const;
export type DashboardTableId = (typeof DASHBOARD_TABLE_IDS)[number];

/** Conversion from one step to the next, as a whole percentage ("–" when nothing reached the step before). */
export function conversion(from: number, to: number): string {
  return from === 0 ? "–" : `${Math.round((to / from) * 100)}%`;
}

function funnelCells(counts: FunnelCounts): Cell[] {
  const cells: Cell[] = [counts.new];
  for (let i = 1; i < FUNNEL_STEPS.length; i += 1) {
    const step = FUNNEL_STEPS[i]!;
    const previous = FUNNEL_STEPS[i - 1]!;
    cells.push(counts[step], conversion(counts[previous], counts[step]));
  }
  return cells;
}
const FUNNEL_HEADERS = FUNNEL_STEPS.flatMap((step, i) =>
  i === 0 ? [STEP_LABELS[step]] : [STEP_LABELS[step], `${STEP_LABELS[FUNNEL_STEPS[i - 1]!]} → ${STEP_LABELS[step]}`],
);

/** Each week's count per form, forms as columns (a week without any is left out). */
function weeklyByForm(d: Dashboard): Cell[][] {
  const weeks = [...new Set(d.weekly.byForm.map((row) => row.week))];
  return weeks.map((week) => [
    week,
    ...INBOX_TYPES.map((form) => d.weekly.byForm.find((row) => row.week === week && row.form === form)?.count ?? 0),
  ]);
}

/** Courses the page's "Funnel per course" table shows: the most leads first; the CSV holds all. */
export const FUNNEL_COURSES_ON_PAGE = 20;

/**
 * The dashboard as the page carries it: the funnel of the FUNNEL_COURSES_ON_PAGE courses with the
 * most leads (the answer is sorted so). With 10,000 courses the full list was 1.4 MB of page data
 * and a 10,000-row table, on a phone; the CSV download still reads the whole answer.
 */
export function dashboardForPage(d: Dashboard): { dashboard: Dashboard; coursesInFunnel: number } {
  return {
    dashboard: { ...d, funnel: { ...d.funnel, byCourse: d.funnel.byCourse.slice(0, FUNNEL_COURSES_ON_PAGE) } },
    coursesInFunnel: d.funnel.byCourse.length,
  };
}

export function dashboardTables(d: Dashboard): Record<DashboardTableId, DashboardTable> {
  return {
    "weekly-form": {
      id: "weekly-form",
      title: "Leads and enquiries per week, by form",
      headers: ["Week from (Monday)", ...INBOX_TYPES.map((form) => FORM_LABELS[form])],
      rows: weeklyByForm(d),
    },
    "weekly-source": {
      id: "weekly-source",
      title: "Leads and enquiries per week, by source",
      headers: ["Week from (Monday)", "Source", "Count"],
      rows: d.weekly.bySource.map((row) => [row.week, row.source, row.count]),
    },
    funnel: {
      id: "funnel",
      title: "Funnel, all leads and enquiries",
      headers: ["Step", "Reached", "Conversion from the step before"],
      rows: FUNNEL_STEPS.map((step, i) => [
        STEP_LABELS[step],
        d.funnel.overall[step],
        i === 0 ? "–" : conversion(d.funnel.overall[FUNNEL_STEPS[i - 1]!], d.funnel.overall[step]),
      ]),
    },
    "funnel-course": {
      id: "funnel-course",
      title: "Funnel per course",
      headers: ["Course", ...FUNNEL_HEADERS],
      rows: d.funnel.byCourse.map((row) => [row.courseName, ...funnelCells(row)]),
    },
    "funnel-source": {
      id: "funnel-source",
      title: "Funnel per source",
      headers: ["Source", ...FUNNEL_HEADERS],
      rows: d.funnel.bySource.map((row) => [row.source, ...funnelCells(row)]),
    },
    response: {
      id: "response",
      title: "First contact",
      headers: ["Outcome", "Count"],
      rows: [
        ["Within 1 business day", d.response.answeredInTime],
        ["Later", d.response.answered - d.response.answeredInTime],
        ["Not answered yet", d.response.received - d.response.answered],
      ],
    },
    waiting: {
      id: "waiting",
      title: "Still waiting past 1 business day",
      headers: ["Form", "Id", "Course", "Received (UTC)", "Due (UTC)"],
      rows: d.response.waiting.map((row) => [FORM_LABELS[row.type], row.id, row.courseName, row.receivedAt, row.dueAt]),
    },
    "revenue-month": {
      id: "revenue-month",
      title: "Revenue per month (confirmed payments less refunds)",
      headers: ["Month", "Domain", "Course", "Received (₹)", "Refunded (₹)", "Net (₹)"],
      rows: d.revenue.byMonth.map((row) => [
        row.month,
        row.domainName,
        row.courseName,
        paiseToDecimal(row.receivedPaise),
        paiseToDecimal(row.refundedPaise),
        // A month may give back more than it took in.
        row.paise < 0 ? `-${paiseToDecimal(-row.paise)}` : paiseToDecimal(row.paise),
      ]),
    },
    outstanding: {
      id: "outstanding",
      title: "Outstanding fees",
      headers: ["Domain", "Course", "Amount (₹)"],
      rows: d.revenue.outstanding.map((row) => [row.domainName, row.courseName, paiseToDecimal(row.paise)]),
    },
    batches: {
      id: "batches",
      title: "Batches starting in the next 30 days",
      headers: ["Batch", "Course", "Starts", "Seats taken", "Capacity", "Fill", "Under half full"],
      rows: d.batches.map((row) => [
        row.batchId,
        row.courseName,
        row.startDate,
        row.taken,
        row.capacity ?? "No limit",
        row.capacity ? `${Math.round((row.taken / row.capacity) * 100)}%` : "–",
        row.underHalf ? "Yes" : "No",
      ]),
    },
    "feedback-course": {
      id: "feedback-course",
      title: "Average rating per course",
      headers: ["Course", "Average rating (of 5)", "Ratings"],
      rows: d.feedback.byCourse.map((row) => [row.courseName, row.average, row.count]),
    },
    "feedback-batch": {
      id: "feedback-batch",
      title: "Average rating per batch",
      headers: ["Batch", "Course", "Starts", "Average rating (of 5)", "Ratings"],
      rows: d.feedback.byBatch.map((row) => [row.batchId, row.courseName, row.startDate, row.average, row.count]),
    },
    "feedback-month": {
      id: "feedback-month",
      title: "Average rating per month",
      headers: ["Month", "Average rating (of 5)", "Ratings"],
      rows: d.feedback.byMonth.map((row) => [row.month, row.average, row.count]),
    },
    "feedback-course-month": {
      id: "feedback-course-month",
      title: "Average rating per course and month",
      headers: ["Course", "Month", "Average rating (of 5)", "Ratings"],
      rows: d.feedback.byCourseMonth.map((row) => [row.courseName, row.month, row.average, row.count]),
    },
    "feedback-batch-month": {
      id: "feedback-batch-month",
      title: "Average rating per batch and month",
      headers: ["Batch", "Course", "Starts", "Month", "Average rating (of 5)", "Ratings"],
      rows: d.feedback.byBatchMonth.map((row) => [
        row.batchId,
        row.courseName,
        row.startDate,
        row.month,
        row.average,
        row.count,
      ]),
    },
    "feedback-latest": {
      id: "feedback-latest",
      title: "Latest comments",
      headers: ["Submitted (UTC)", "Course", "Batch", "Rating", "Comment"],
      rows: d.feedback.latest.map((row) => [row.submittedAt, row.courseName, row.batchId, row.rating, row.message]),
    },
    "search-top": {
      id: "search-top",
      title: "Most searched terms",
      headers: ["Term", "Searches"],
      rows: d.search.top.map((row) => [row.term, row.searches]),
    },
    "search-empty": {
      id: "search-empty",
      title: "Searches that found nothing",
      headers: ["Term", "Searches with no result"],
      rows: d.search.empty.map((row) => [row.term, row.searches]),
    },
  };
}

export function tableCsv(table: DashboardTable): string {
  return csvFile(table.headers, table.rows);
}
