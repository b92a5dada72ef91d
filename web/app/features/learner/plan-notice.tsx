// The dashboard's word on a fee paid in parts: each part due within a week or overdue, with where
// to pay it; an alert when a part overdue more than 7 days has paused recordings and materials.
import { formatPaise, type PlanNotice } from "@skillbridge/core/money";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { useCopy, useDates, useLocalePath } from "../../i18n/copy";

export const FEES_PATH = "/learner/fees";

export function PlanNoticeBanner({ notice }: { notice: PlanNotice | undefined }) {
  const copy = useCopy("learnerArea", learnerAreaCopy).planNotice;
  const { date } = useDates();
  const localePath = useLocalePath();
  if (!notice || (notice.parts.length === 0 && !notice.paused)) return null;
  return (
    <section aria-labelledby="plan-notice-heading" className="card">
      <h2 id="plan-notice-heading">{copy.heading}</h2>
      {notice.paused ? (
        <p role="alert" className="message message-error">
          {notice.paused}
        </p>
      ) : null}
      <ul>
        {notice.parts.map((part) => (
          <li key={`${part.courseName}-${part.partNo}`}>
            {fillCopy(part.overdue ? copy.partOverdue : copy.part, {
              part: String(part.partNo),
              count: String(part.partCount),
              course: part.courseName,
              amount: formatPaise(part.amountPaise),
              date: date(part.dueOn),
            })}
          </li>
        ))}
      </ul>
      <p>
        <a href={localePath(FEES_PATH)} className="btn">
          {copy.pay}
        </a>
      </p>
    </section>
  );
}
