// A credit note as a page: what its PDF prints — the provider, the recipient, the
// original tax invoice, SAC, the taxable value and the tax reversed, the total in figures and in
// words — with the PDF to download.
import { formatDate } from "@skillbridge/core";
import { type CreditNoteView, formatPaise, placeName, TRAINING_SAC } from "@skillbridge/core/money";

const place = (code: string) => `${placeName(code) ?? code} (${code})`;

export function CreditNoteDocument({ note }: { note: CreditNoteView }) {
  return (
    <article aria-labelledby="credit-note-heading">
      <h2 id="credit-note-heading">Credit note {note.number}</h2>
      <p>
        <a href={`/admin/documents/${note.id}/pdf`} download>
          Download the credit note (PDF)
        </a>
      </p>
      <dl>
        <dt>Date</dt>
        <dd>{formatDate(note.issuedAt)}</dd>
        <dt>Against tax invoice</dt>
        <dd>
          {note.originalInvoice
            ? `${note.originalInvoice.number} of ${formatDate(note.originalInvoice.issuedAt)}`
            : "—"}
        </dd>
        <dt>Issued by</dt>
        <dd>
          {note.provider.legalName}, {note.provider.address}
          {note.provider.gstin ? `, GSTIN ${note.provider.gstin}` : null}, {place(note.provider.stateCode)}
        </dd>
        <dt>Recipient</dt>
        <dd>
          {note.recipient.legalName ?? note.recipient.name}
          {note.recipient.address ? `, ${note.recipient.address}` : null}
          {note.recipient.gstin ? `, GSTIN ${note.recipient.gstin}` : null}
        </dd>
        <dt>Place of supply</dt>
        <dd>{place(note.placeOfSupply)}</dd>
        <dt>Tax payable on reverse charge</dt>
        <dd>No</dd>
        <dt>Description</dt>
        <dd>{note.description}</dd>
      </dl>
      <table>
        <caption>Amounts credited (SAC {TRAINING_SAC})</caption>
        <tbody>
          <tr>
            <th scope="row">Taxable value</th>
            <td>{formatPaise(note.taxablePaise)}</td>
          </tr>
          {note.supply === "intra" ? (
            <>
              <tr>
                <th scope="row">CGST 9% reversed</th>
                <td>{formatPaise(note.cgstPaise)}</td>
              </tr>
              <tr>
                <th scope="row">SGST 9% reversed</th>
                <td>{formatPaise(note.sgstPaise)}</td>
              </tr>
            </>
          ) : (
            <tr>
              <th scope="row">{note.zeroRated ? "IGST 0% (export under LUT)" : "IGST 18% reversed"}</th>
              <td>{formatPaise(note.igstPaise)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Total refunded (all taxes inclusive)</th>
            <td>
              <strong>{formatPaise(note.totalPaise)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <p>Amount in words: {note.totalInWords}</p>
    </article>
  );
}
