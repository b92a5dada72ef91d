// /admin: the staff landing page, the dashboard for a chosen range of IST days (a GET
// form). The inbox that lived here is at /admin/inbox; an old inbox link with its filters is sent there.
import { alertEndpoints, batchInterestEndpoints, dashboardEndpoints, paymentPlanEndpoints } from "@skillbridge/core";
import { dashboardForPage } from "@skillbridge/core/dashboard/tables";
import { data, Link, redirect } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { INBOX_PATH } from "../admin-ui/paths";
import { ReceivablesTotals } from "../admin-ui/receivables-totals";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { WaitingForBatch } from "../features/batch-interest/waiting-tables";
import styles from "../features/dashboard/dashboard.module.css";
import { DashboardView } from "../features/dashboard/dashboard-view";
import { errorText } from "../forms/errors";
import { readForm } from "../forms/form-action.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-dashboard";

/** Filters only the inbox ever had at /admin: a bookmark with any of them opens the inbox. */
const INBOX_ONLY = ["status", "type", "courseId", "source", "assigneeId", "q", "sort", "order", "page"];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const params = new URL(request.url).searchParams;
  if (INBOX_ONLY.some((name) => params.has(name))) throw redirect(`${INBOX_PATH}?${params}`);
  const query = Object.fromEntries(params);
  const [result, alerts, waiting, receivables] = await Promise.all([
    api.call(dashboardEndpoints.summary, { query }),
    api.call(alertEndpoints.mine),
    api.call(batchInterestEndpoints.waiting),
    api.call(paymentPlanEndpoints.receivables),
  ]);
  return {
    canonical: `${origin}/admin`,
    digest: alerts.ok ? alerts.data.digest : false,
    asked: { from: params.get("from") ?? "", to: params.get("to") ?? "" },
    ...(result.ok ? dashboardForPage(result.data) : { dashboard: null, coursesInFunnel: 0 }),
    error: result.ok ? null : errorText(result.error, "The dashboard could not be loaded."),
    receivables: receivables.ok ? receivables.data.totals : null,
    waiting: waiting.ok
      ? { items: waiting.data, error: null }
      : { items: [], error: errorText(waiting.error, "The people waiting for a batch could not be loaded.") },
  };
}

/** The daily digest's opt-in, posted by its form (works without scripts). */
export const action = staffAction(async (api, request) => {
  const form = await readForm(request);
  if (form.intent !== "digest") {
    return data({ alert: "This form is not known here. Reload the page and try again." }, { status: 400 });
  }
  const result = await api.call(alertEndpoints.save, { body: { digest: form.digest === "on" } });
  if (!result.ok) return data({ alert: errorText(result.error, "The setting could not be saved.") }, { status: 502 });
  return { saved: result.data.digest ? DIGEST_ON : DIGEST_OFF };
});
const DIGEST_ON = "You will get the daily digest at 09:00 IST.";
const DIGEST_OFF = "You will not get the daily digest.";

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Dashboard | Back office | ${SITE_NAME}`,
    description: "Where leads come from, how many convert, response times, revenue, batches, feedback and search.",
    canonical: loaderData?.canonical ?? "/admin",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { dashboard, error, asked } = loaderData;
  const posted = actionData as { saved?: string; alert?: string } | undefined;
  const from = dashboard?.range.from ?? asked.from;
  const to = dashboard?.range.to ?? asked.to;
  return (
    <div className="page">
      <AdminBar title="Dashboard" />
      <form method="get" action="/admin" className={styles.range} aria-label="Date range">
        <label>
          From
          <input type="date" name="from" defaultValue={from} required />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={to} required />
        </label>
        <button type="submit" className="btn">
          Show
        </button>
      </form>
      {error ? (
        <p role="alert" className="message message-error">
          {error}
        </p>
      ) : null}
      {dashboard ? (
        <>
          <p>
            From {dashboard.range.from} to {dashboard.range.to}, days in India Standard Time. Outstanding fees, waiting
            items and the next 30 days' batches are as of now.
          </p>
          <DashboardView dashboard={dashboard} coursesInFunnel={loaderData.coursesInFunnel} />
        </>
      ) : null}
      {loaderData.receivables ? (
        <section className={styles.section} aria-labelledby="receivables-heading">
          <h2 id="receivables-heading">Payment plans: what is owed</h2>
          <ReceivablesTotals totals={loaderData.receivables} />
          <p>
            <Link to="/admin/payments#receivables-heading">Every unpaid part, with its payer</Link>
          </p>
        </section>
      ) : null}
      <div className={styles.section}>
        <WaitingForBatch items={loaderData.waiting.items} error={loaderData.waiting.error} />
      </div>
      <section className={styles.section} aria-labelledby="alerts-heading">
        <h2 id="alerts-heading">Your follow-up alerts</h2>
        <p>
          You get a mail when a lead or an enquiry is assigned to you. The daily digest comes at 09:00 IST: new leads
          and enquiries, those past the 1 business day promise, and this week's batches with their fill.
        </p>
        <form method="post" aria-label="Daily digest">
          <input type="hidden" name="intent" value="digest" />
          <label>
            <input type="checkbox" name="digest" defaultChecked={loaderData.digest} /> Send me the daily digest
          </label>{" "}
          <button type="submit" className="btn">
            Save
          </button>
        </form>
        {posted?.saved ? (
          <p role="status" className="message message-success">
            {posted.saved}
          </p>
        ) : null}
        {posted?.alert ? (
          <p role="alert" className="message message-error">
            {posted.alert}
          </p>
        ) : null}
      </section>
    </div>
  );
}
