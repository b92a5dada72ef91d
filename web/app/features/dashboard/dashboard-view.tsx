// The staff dashboard: one screen answering where leads come from, how many convert,
// whether the team keeps its "1 business day" promise, how batches fill, what learners think and
// what visitors look for in vain. Each chart is plain server-drawn SVG with its table and CSV.
import { type Dashboard, FEEDBACK_OVER_TIME_LIMIT } from "@skillbridge/core/dashboard/schemas";
import { type DashboardTableId, dashboardTables } from "@skillbridge/core/dashboard/tables";
import type { ReactNode } from "react";
import { BarChart, type BarGroup, ChartPair } from "../../admin-ui/bar-chart";
import { itemPath } from "../../admin-ui/paths";
import {
  batchesChart,
  feedbackCourseChart,
  feedbackCourseMonthChart,
  feedbackMonthChart,
  funnelChart,
  outstandingChart,
  responseChart,
  revenueChart,
  searchChart,
  weeklyFormChart,
  weeklySourceChart,
} from "./chart-data";
import styles from "./dashboard.module.css";
import { DataTable } from "./data-table";

export const csvHref = (id: DashboardTableId, range: Dashboard["range"]) =>
  `/admin/dashboard.csv?${new URLSearchParams({ table: id, from: range.from, to: range.to })}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

export function DashboardView({ dashboard, coursesInFunnel }: { dashboard: Dashboard; coursesInFunnel?: number }) {
  const tables = dashboardTables(dashboard);
  const { range, response, funnel } = dashboard;
  const figure = (id: DashboardTableId, title: string, groups: BarGroup[] | null, max?: number) => (
    <ChartPair>
      {groups ? <BarChart title={title} groups={groups} chartId={id} {...(max ? { max } : {})} /> : null}
      <DataTable table={tables[id]} csvHref={csvHref(id, range)} />
    </ChartPair>
  );
  const share = response.received === 0 ? "–" : `${Math.round((response.answeredInTime / response.received) * 100)}%`;
  return (
    <>
      <dl className={styles.summary}>
        <div className={styles.stat}>
          <dt>Leads and enquiries</dt>
          <dd>{response.received}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Answered within 1 business day</dt>
          <dd>
            {share} <small>({response.answeredInTime})</small>
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>Median time to first contact</dt>
          <dd>{response.medianHours === null ? "–" : `${response.medianHours} h`}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Paid</dt>
          <dd>{funnel.overall.paid}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Waiting past the promise</dt>
          <dd>{response.waiting.length}</dd>
        </div>
      </dl>

      <Section id="sources" title="Where leads come from">
        {figure("weekly-form", "Leads and enquiries per week, by form", weeklyFormChart(dashboard))}
        {figure("weekly-source", "Leads and enquiries per week, by source", weeklySourceChart(dashboard))}
      </Section>

      <Section id="funnel" title="How many convert">
        {figure("funnel", "Funnel: new → contacted → qualified → enrolled → paid", funnelChart(dashboard))}
        {figure("funnel-course", "Funnel per course", null)}
        {coursesInFunnel !== undefined && coursesInFunnel > funnel.byCourse.length ? (
          <p>
            The {funnel.byCourse.length} courses with the most leads and enquiries, of {coursesInFunnel}; the CSV holds
            every course.
          </p>
        ) : null}
        {figure("funnel-source", "Funnel per source", null)}
      </Section>

      <Section id="response" title="Do we answer within 1 business day?">
        <p>
          Business days are Monday to Saturday (IST), except the <a href="/admin/holidays">holidays</a>. Received on a
          business day: answered in time until the same time on the next business day; on a Sunday or holiday: until the
          end of the next business day. The first contact is the first change of status from New.
        </p>
        {figure("response", "First contact of what came in", responseChart(dashboard))}
        <DataTable
          table={tables.waiting}
          csvHref={csvHref("waiting", range)}
          rowHref={(index) => {
            const item = response.waiting[index]!;
            return itemPath(item.type, item.id);
          }}
        />
      </Section>

      <Section id="revenue" title="Revenue and outstanding fees">
        {figure(
          "revenue-month",
          "Revenue received per month, by course (confirmed payments less refunds, in this range)",
          revenueChart(dashboard),
        )}
        {figure(
          "outstanding",
          "Fees still to be paid now, by course (open payment requests, whatever the range)",
          outstandingChart(dashboard),
        )}
      </Section>

      <Section id="batches" title="Batches starting in the next 30 days">
        {figure("batches", "Fill of batches with a capacity (⚠ under half full)", batchesChart(dashboard), 100)}
      </Section>

      <Section id="feedback" title="Feedback">
        {figure("feedback-course", "Average rating per course", feedbackCourseChart(dashboard), 5)}
        {figure("feedback-month", "Average rating per month", feedbackMonthChart(dashboard), 5)}
        <p>
          Month by month: the {FEEDBACK_OVER_TIME_LIMIT} courses and the {FEEDBACK_OVER_TIME_LIMIT} batches with the
          most ratings in this range.
        </p>
        {figure("feedback-course-month", "Average rating per course and month", feedbackCourseMonthChart(dashboard), 5)}
        {figure("feedback-batch", "Average rating per batch", null)}
        {figure("feedback-batch-month", "Average rating per batch and month", null)}
        {figure("feedback-latest", "Latest comments", null)}
      </Section>

      <Section id="search" title="What visitors search for">
        {figure("search-top", "Most searched terms", searchChart(dashboard.search.top, "Searches"))}
        {figure(
          "search-empty",
          "Searches that found nothing",
          searchChart(dashboard.search.empty, "Searches with no result"),
        )}
      </Section>
    </>
  );
}
