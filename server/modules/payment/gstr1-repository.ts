// The only place that queries the month's GST documents: tax invoices and credit notes
// issued in a calendar month of IST, each credit note with its original tax invoice.
import { dayInIndia } from "@skillbridge/core";
import type { Gstr1Row } from "@skillbridge/core/money";
import { and, asc, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { documents, payments, refunds } from "../../db/schema.ts";

/** The first instant of a month in IST and of the next one. */
export function monthRange(month: string): { start: Date; end: Date } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { start: new Date(`${month}-01T00:00:00+05:30`), end: new Date(`${next}-01T00:00:00+05:30`) };
}

export const gstr1Repository = {
  async month(db: Executor, month: string): Promise<Gstr1Row[]> {
    const { start, end } = monthRange(month);
    const original = alias(documents, "original");
    const rows = await db
      .select({
        document: documents,
        originalNumber: original.number,
        originalIssuedAt: original.issuedAt,
        originalTotalPaise: original.pricePaise,
      })
      .from(documents)
      .leftJoin(refunds, eq(refunds.creditNoteId, documents.id))
      .leftJoin(payments, eq(payments.id, refunds.paymentId))
      .leftJoin(original, eq(original.id, payments.invoiceId))
      .where(
        and(
          inArray(documents.kind, ["tax_invoice", "credit_note"]),
          gte(documents.issuedAt, start),
          lt(documents.issuedAt, end),
        ),
      )
      // Tax invoices first ('tax_invoice' > 'credit_note'), then credit notes, each by number.
      .orderBy(desc(documents.kind), asc(documents.financialYear), asc(documents.sequence));
    return rows.map(({ document: d, originalNumber, originalIssuedAt, originalTotalPaise }) => ({
      kind: d.kind as Gstr1Row["kind"],
      number: d.number,
      date: dayInIndia(d.issuedAt),
      recipientGstin: d.recipientGstin,
      recipientName: d.recipientLegalName ?? d.recipientName,
      placeOfSupply: d.placeOfSupply,
      supply: d.supply as Gstr1Row["supply"],
      zeroRated: d.zeroRated,
      taxablePaise: d.taxablePaise,
      cgstPaise: d.cgstPaise,
      sgstPaise: d.sgstPaise,
      igstPaise: d.igstPaise,
      totalPaise: d.pricePaise,
      originalNumber: originalNumber ?? null,
      originalDate: originalIssuedAt ? dayInIndia(originalIssuedAt) : null,
      originalTotalPaise: originalTotalPaise ?? null,
    }));
  },
};
