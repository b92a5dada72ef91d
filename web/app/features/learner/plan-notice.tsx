// The dashboard's word on a fee paid in parts: each part due within a week or overdue, with where
// to pay it; an alert when a part overdue more than 7 days has paused recordings and materials.
import { formatPaise, type PlanNotice } from "@skillbridge/core/money";
import { formatDate } from "@skillbridge/core/rules";

export const FEES_PATH = "/learner/fees";

export function PlanNoticeBanner({ notice }: { notice: PlanNotice | undefined }) {
  if (!notice || (notice.parts.length === 0 && !notice.paused)) return null;
  return (
    <section aria-labelledby="plan-notice-heading" className="card">
      <h2 id="plan-notice-heading">Your fee in parts</h2>
      {notice.paused ? (
        <p role="alert" className="message message-error">
          {notice.paused}
        </p>
      ) : null}
      <ul>
        {notice.parts.map((part) => (
          <li key={`${part.courseName}-${part.partNo}`}>
            {`Part ${part.partNo} of ${part.partCount} of your fee for ${part.courseName} (${formatPaise(part.amountPaise)}) ${
              part.overdue ? "was due" : "is due"
            } on ${formatDate(part.dueOn)}.`}
          </li>
        ))}
      </ul>
      <p>
        <a href={FEES_PATH} className="btn">
          Pay it in Fees &amp; invoices
        </a>
      </p>
    </section>
  );
}
