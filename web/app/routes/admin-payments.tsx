// /admin/payments: UTRs entered by payers, to confirm against the bank statement one by
// one; confirmed and rejected ones with their tax invoices.
import { approvalEndpoints, dayInIndia, paymentEndpoints, paymentPlanEndpoints } from "@skillbridge/core";
import { type AdminPaymentsQuery, adminPaymentsQuery } from "@skillbridge/core/money";
import { Link } from "react-router";
import adminStyles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { ApprovalsPanel } from "../features/admin-payments/approvals-panel";
import { Gstr1Form } from "../features/admin-payments/gstr1-form";
import { MoneyQuestionPanel } from "../features/admin-payments/money-question";
import { type PaymentsAnswer, paymentsAction } from "../features/admin-payments/payments-action.server";
import { PaymentsFilters } from "../features/admin-payments/payments-filters";
import {
  PAYMENT_STATUSES,
  type PaymentStatus,
  PaymentsTable,
  PaymentTabs,
  paymentStatusLabels,
} from "../features/admin-payments/payments-table";
import { ReceivablesPanel } from "../features/admin-payments/receivables-panel";
import { refundsOf } from "../features/admin-payments/refund-data.server";
import { secondUtrs } from "../features/admin-payments/second-utr";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-payments";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const params = new URL(request.url).searchParams;
  const given = params.get("status");
  const status = (PAYMENT_STATUSES as readonly string[]).includes(given ?? "") ? (given as PaymentStatus) : "pending";
  // A hand-edited filter that does not parse is simply not applied.
  const parsed = adminPaymentsQuery.safeParse({ ...Object.fromEntries(params), status });
  const filter: AdminPaymentsQuery = parsed.success ? parsed.data : { status };
  const { status: _shown, ...others } = filter;
  const [list, counts, approvals, all, receivables] = await Promise.all([
    api.call(paymentEndpoints.adminList, { query: filter }),
    // The tabs' counts: the list stops at 200 rows, these count every payment under the filters.
    api.call(paymentEndpoints.adminCounts, { query: others }),
    api.call(approvalEndpoints.list),
    // Every payment, for the UTRs entered against a proforma that is paid already.
    api.call(paymentEndpoints.adminList, { query: {} }),
    api.call(paymentPlanEndpoints.receivables),
  ]);
  const items = list.ok ? list.data : null;
  return {
    canonical: `${origin}/admin/payments`,
    status,
    filter,
    items,
    // Unknown (the call failed): the tabs without counts.
    counts: counts.ok ? counts.data : null,
    refunds: await refundsOf(api, items),
    secondUtr: all.ok ? secondUtrs(all.data) : {},
    // Unknown (the call failed): no money buttons, as for plain staff.
    approvals: approvals.ok ? approvals.data : null,
    month: dayInIndia(new Date()).slice(0, 7),
    receivables: receivables.ok ? receivables.data : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  return paymentsAction(api, request);
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Payments | Back office | ${SITE_NAME}`,
    description: "Fees paid by UPI and bank transfer.",
    canonical: loaderData?.canonical ?? "/admin/payments",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { status, items, counts, filter, refunds, month, approvals, secondUtr } = loaderData;
  const mayMoveMoney = approvals?.mayMoveMoney ?? false;
  const answer = actionData as PaymentsAnswer | undefined;
  return (
    <div className="page">
      <AdminBar title="Payments">
        {mayMoveMoney ? (
          <>
            <Link className="btn" to="/admin/payments/record">
              Record a payment
            </Link>
            <Link className="btn" to="/admin/payments/statement">
              Upload a bank statement
            </Link>
          </>
        ) : null}
      </AdminBar>
      {mayMoveMoney ? null : (
        <p className="message">
          You see the payments; confirming, recording and refunding them is for finance and admins.
        </p>
      )}
      {approvals ? <ApprovalsPanel approvals={approvals} /> : null}
      <PaymentTabs status={status} counts={counts} filter={filter} />
      <PaymentsFilters filter={filter} />
      {answer?.ask ? <MoneyQuestionPanel question={answer.ask} /> : null}
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      {answer?.error ? (
        <p role="alert" className="message message-error">
          {answer.error}
        </p>
      ) : null}
      {!items ? (
        <p role="alert" className="message message-error">
          The payments could not be loaded. Reload the page to try again.
        </p>
      ) : items.length === 0 ? (
        <p className="message message-empty">No payment is {paymentStatusLabels[status].toLowerCase()}.</p>
      ) : (
        <PaymentsTable
          items={items}
          refunds={refunds}
          mayMoveMoney={mayMoveMoney}
          secondUtr={secondUtr}
          refundAnswer={answer?.refund}
        />
      )}
      <ReceivablesPanel receivables={loaderData.receivables} mayMoveMoney={mayMoveMoney} waiveError={answer?.waive} />
      <Gstr1Form month={month} />
      <p className={adminStyles.muted}>
        Confirm a UTR only once you see it, with its amount, on your bank statement: confirming issues the tax invoice
        with the next number and enrols the learner, who gets a mail to set a password.
      </p>
    </div>
  );
}
