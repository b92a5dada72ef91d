// The learner's "Fees & invoices": each fee with what is due, paid or refunded and its
// documents, credit notes included.
import { formatDate } from "@skillbridge/core";
import { formatPaise, type LearnerFee } from "@skillbridge/core/money";

const STATUS: Record<LearnerFee["status"], string> = {
  due: "Due",
  paid: "Paid",
  expired: "Payment link expired: please contact us",
};

export function FeesTable({ fees }: { fees: LearnerFee[] }) {
  if (fees.length === 0) return <p className="message message-empty">You have no fees to pay and no invoices yet.</p>;
  return (
    // A phone scrolls the table inside this region (named by the caption, reachable by keyboard),
    // never the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section className="scroll-region" aria-labelledby="fees-caption" tabIndex={0}>
      <table>
        <caption id="fees-caption">Your fees and invoices</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Batch starts</th>
            <th scope="col">Fee (all taxes inclusive)</th>
            <th scope="col">Status</th>
            <th scope="col">Documents</th>
          </tr>
        </thead>
        <tbody>
          {fees.map((fee) => (
            <tr key={`${fee.courseName}-${fee.batchStartDate}-${fee.proforma?.id ?? fee.invoice?.id}`}>
              <th scope="row">{fee.courseName}</th>
              <td>{formatDate(fee.batchStartDate)}</td>
              <td>{formatPaise(fee.amountPaise)}</td>
              <td>
                {fee.part
                  ? `Part ${fee.part.partNo} of ${fee.part.partCount}, due on ${formatDate(fee.part.dueOn)}: `
                  : null}
                {STATUS[fee.status]}
                {fee.refundedPaise > 0 ? `, ${formatPaise(fee.refundedPaise)} refunded` : null}
                {fee.part && fee.status === "due" ? (
                  <form method="post">
                    <input type="hidden" name="intent" value="pay-part" />
                    <input type="hidden" name="requestId" value={fee.part.requestId} />
                    <button type="submit" className="btn">
                      Pay part {fee.part.partNo}
                    </button>
                  </form>
                ) : null}
              </td>
              <td>
                {fee.invoice ? (
                  <a href={`/learner/documents/${fee.invoice.id}/pdf`} download>
                    Tax invoice {fee.invoice.number} (PDF)
                  </a>
                ) : fee.proforma ? (
                  <a href={`/learner/documents/${fee.proforma.id}/pdf`} download>
                    Proforma invoice {fee.proforma.number} (PDF)
                  </a>
                ) : (
                  "—"
                )}
                {fee.creditNotes.map((note) => (
                  <span key={note.id}>
                    <br />
                    <a href={`/learner/documents/${note.id}/pdf`} download>
                      Credit note {note.number} for {formatPaise(note.amountPaise)} (PDF)
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
