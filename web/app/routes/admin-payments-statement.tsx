// /admin/payments/statement: staff upload their bank's statement as CSV; each credit
// whose UTR and amount match a pending payment is confirmed, and the page lists the rest. A
// multipart POST form: no scripts needed.
import { approvalEndpoints } from "@skillbridge/core";
import { STATEMENT_MAX_CHARS } from "@skillbridge/core/money";
import { Form, Link } from "react-router";
import adminStyles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { type StatementAnswer, statementAction } from "../features/admin-payments/statement-action.server";
import { StatementResultView } from "../features/admin-payments/statement-result";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-payments-statement";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  // Moving money is for finance and admins: plain staff see why there is no form (the API refuses them too).
  const approvals = await api.call(approvalEndpoints.list);
  return { mayMoveMoney: approvals.ok && approvals.data.mayMoveMoney, canonical: `${origin}/admin/payments/statement` };
}

export const action = staffAction((api, request) => statementAction(api, request));

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Upload a bank statement | Back office | ${SITE_NAME}`,
    description: "Confirm the UTRs a bank statement shows.",
    canonical: loaderData?.canonical ?? "/admin/payments/statement",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as StatementAnswer | undefined;
  return (
    <div className="page">
      <AdminBar title="Upload a bank statement">
        <Link className="btn" to="/admin/payments">
          Back to payments
        </Link>
      </AdminBar>
      <p className={adminStyles.muted}>
        Export the account's statement from your bank's website as CSV and upload it unchanged. Each credit whose UTR
        and amount match a payment waiting for confirmation is confirmed: the tax invoice is issued and mailed, and the
        learner enrolled. Nothing else is confirmed: a UTR found with another amount, and every credit that matches no
        payment, is listed for you to check. Uploading the same statement again confirms nothing twice.
      </p>
      {loaderData.mayMoveMoney ? (
        <Form method="post" encType="multipart/form-data" aria-label="Upload a bank statement">
          <div className="field">
            <label htmlFor="statement-file">
              Bank statement (CSV, at most {Math.round(STATEMENT_MAX_CHARS / 1000)} KB)
            </label>
            <input
              id="statement-file"
              name="statement"
              type="file"
              accept=".csv,text/csv"
              required
              aria-invalid={answer?.error ? true : undefined}
              aria-describedby={answer?.error ? "statement-error" : undefined}
            />
          </div>
          {answer?.error ? (
            <p role="alert" className="message message-error" id="statement-error">
              {answer.error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary">
            Upload and match
          </button>
        </Form>
      ) : (
        <p className="message">Only finance members and admins record payments and upload bank statements.</p>
      )}
      {answer?.result ? <StatementResultView result={answer.result} /> : null}
    </div>
  );
}
