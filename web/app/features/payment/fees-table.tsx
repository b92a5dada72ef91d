// The learner's "Fees & invoices": each fee with what is due, paid or refunded and its
// documents, credit notes included.

import { formatPaise, type LearnerFee } from "@skillbridge/core/money";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { useCopy, useDates } from "../../i18n/copy";

export function FeesTable({ fees }: { fees: LearnerFee[] }) {
  const copy = useCopy("learnerArea", learnerAreaCopy).fees;
  const { date } = useDates();
  if (fees.length === 0) return <p className="message message-empty">{copy.none}</p>;
  return (
    // A phone scrolls the table inside this region (named by the caption, reachable by keyboard),
    // never the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section className="scroll-region" aria-labelledby="fees-caption" tabIndex={0}>
      <table>
        <caption id="fees-caption">{copy.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.course}</th>
            <th scope="col">{copy.batchStarts}</th>
            <th scope="col">{copy.fee}</th>
            <th scope="col">{copy.status}</th>
            <th scope="col">{copy.documents}</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={`${fee.courseName}-${fee.batchStartDate}-${fee.proforma?.id ?? fee.invoice?.id}`}>
              <th scope="row">{fee.courseName}</th>
              <td>{date(fee.batchStartDate)}</td>
              <td>{formatPaise(fee.amountPaise)}</td>
              <td>
                {fee.part
                  ? fillCopy(copy.part, {
                      part: String(fee.part.partNo),
                      count: String(fee.part.partCount),
                      date: date(fee.part.dueOn),
                    })
                  : null}
                {copy[fee.status]}
                {fee.refundedPaise > 0 ? fillCopy(copy.refunded, { amount: formatPaise(fee.refundedPaise) }) : null}
                {fee.part && fee.status === "due" ? (
                  <form method="post">
                    <input type="hidden" name="intent" value="pay-part" />
                    <input type="hidden" name="requestId" value={fee.part.requestId} />
                    <button type="submit" className="btn">
                      {fillCopy(copy.payPart, { part: String(fee.part.partNo) })}
                    </button>
                  </form>
                ) : null}
              </td>
              <td>
                {fee.invoice ? (
                  <a href={`/learner/documents/${fee.invoice.id}/pdf`} download>
                    {fillCopy(copy.invoice, { number: fee.invoice.number })}
                  </a>
                ) : fee.proforma ? (
                  <a href={`/learner/documents/${fee.proforma.id}/pdf`} download>
                    {fillCopy(copy.proforma, { number: fee.proforma.number })}
                  </a>
                ) : (
                  "—"
                )}
                {fee.creditNotes.map((note) => (
                  <span key={note.id}>
                    <br />
                    <a href={`/learner/documents/${note.id}/pdf`} download>
                      {fillCopy(copy.creditNote, { number: note.number, amount: formatPaise(note.amountPaise) })}
                    </a>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
