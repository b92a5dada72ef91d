// The only place that queries for reconciliation: a request found by its proforma's
// number, a payment recorded by hand, and the payments a bank statement's UTRs name.
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { documents, leads, paymentRequests, payments, recordedPayments } from "../../db/schema.ts";
import { paymentRepository, type StoredPayment, type StoredRequest } from "./repository.ts";

export const reconciliationRepository = {
  /** The request a proforma was issued for, locked (after its batch) for the recording transaction. */
  async lockRequestOfProforma(tx: Tx, number: string): Promise<StoredRequest | null> {
    const [row] = await tx
      .select({ id: paymentRequests.id })
      .from(documents)
      .innerJoin(paymentRequests, eq(paymentRequests.id, documents.paymentRequestId))
      .where(and(eq(documents.kind, "proforma"), eq(documents.number, number)));
    return row ? paymentRepository.lockRequestAfterBatch(tx, row.id) : null;
  },

  /**
   * Money staff received, as a pending payment with its record (day, reference, who); null when
   * its UTR is already used by a payment not refused (the same unique index as a payer's claim).
   */
  async insertRecorded(
    tx: Tx,
    input: {
      requestId: number;
      method: string;
      utr: string | null;
      amountPaise: number;
      receivedOn: string;
      reference: string | null;
      staffId: number;
    },
  ) {
    const [payment] = await tx
      .insert(payments)
      .values({
        paymentRequestId: input.requestId,
        method: input.method,
        utr: input.utr,
        amountPaise: input.amountPaise,
      })
      .onConflictDoNothing()
      .returning();
    if (!payment) return null;
    const [record] = await tx
      .insert(recordedPayments)
      .values({
        paymentId: payment.id,
        receivedOn: input.receivedOn,
        reference: input.reference,
        recordedBy: input.staffId,
      })
      .returning();
    return { payment, record: record! };
  },

  /** The payments (not refused) whose UTR is one of `utrs`, with their payer and proforma. */
  async paymentsOfUtrs(
    db: Executor,
    utrs: string[],
  ): Promise<{ payment: StoredPayment; payerName: string; proformaNumber: string }[]> {
    if (!utrs.length) return [];
    const rows = await db
      .select({ payment: payments, payerName: leads.name, proformaNumber: documents.number })
      .from(payments)
      .innerJoin(paymentRequests, eq(paymentRequests.id, payments.paymentRequestId))
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .leftJoin(documents, and(eq(documents.paymentRequestId, paymentRequests.id), eq(documents.kind, "proforma")))
      .where(and(inArray(payments.utr, utrs), ne(payments.status, "rejected")));
    return rows.map((row) => ({ ...row, proformaNumber: row.proformaNumber ?? "" }));
  },

  /** The requests whose proforma has one of these numbers, with their payer. */
  async requestsOfProformas(
    db: Executor,
    numbers: string[],
  ): Promise<{ request: StoredRequest; payerName: string; proformaNumber: string }[]> {
    if (!numbers.length) return [];
    return db
      .select({ request: paymentRequests, payerName: leads.name, proformaNumber: documents.number })
      .from(documents)
      .innerJoin(paymentRequests, eq(paymentRequests.id, documents.paymentRequestId))
      .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
      .where(and(eq(documents.kind, "proforma"), inArray(documents.number, numbers)));
  },
};
