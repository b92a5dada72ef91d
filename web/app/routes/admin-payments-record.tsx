// /admin/payments/record: money that came in outside the product — UPI or a bank
// transfer seen on the statement, cash, a cheque — recorded against the payer's proforma. The API
// confirms it as a UTR is confirmed: the tax invoice, the seat, the learner, the mail.
import { approvalEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import adminStyles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { type RecordAnswer, recordAction } from "../features/admin-payments/record-action.server";
import { RecordForm } from "../features/admin-payments/record-form";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-payments-record";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  // Moving money is for finance and admins: plain staff see why there is no form (the API refuses them too).
  const approvals = await api.call(approvalEndpoints.list);
  return { mayMoveMoney: approvals.ok && approvals.data.mayMoveMoney, canonical: `${origin}/admin/payments/record` };
}

export const action = staffAction((api, request) => recordAction(api, request));

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Record a payment | Back office | ${SITE_NAME}`,
    description: "Money received outside the product, recorded against a proforma invoice.",
    canonical: loaderData?.canonical ?? "/admin/payments/record",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as RecordAnswer | undefined;
  return (
    <div className="page">
      <AdminBar title="Record a payment">
        <Link className="btn" to="/admin/payments">
          Back to payments
        </Link>
      </AdminBar>
      <p className={adminStyles.muted}>
        Record money only once you see it on your bank statement, or hold the cash or cheque. Recording issues the tax
        invoice with the next number, enrols the learner and mails them the invoice.
      </p>
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      {answer?.warning ? (
        <p role="alert" className="message message-error">
          {answer.warning}
        </p>
      ) : null}
      {loaderData.mayMoveMoney ? (
        <>
          {/* A fresh form after a recording; the typed values again after a refusal. */}
          <RecordForm
            key={answer?.done ?? answer?.warning ?? "form"}
            values={answer?.values ?? {}}
            errors={answer?.errors}
          />
        </>
      ) : (
        <p className="message">Only finance members and admins record payments and upload bank statements.</p>
      )}
    </div>
  );
}
