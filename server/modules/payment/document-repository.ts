// The only place that queries document numbers and documents. A number is taken with
// an upsert on (kind, financial year): the row stays locked until the issuing transaction ends, so
// concurrent issues queue one behind the other and a rolled-back issue gives its number back —
// consecutive numbers, no gap, no duplicate, on PGlite and PostgreSQL alike.
import {
  type DocumentKind,
  discountLineLabel,
  documentNumber,
  financialYear,
  type GstSplit,
} from "@skillbridge/core/money";
import { and, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import {
  couponRedemptions,
  coupons,
  documentSequences,
  documents,
  paymentRequests,
  referralCreditUses,
  referrals,
} from "../../db/schema.ts";
import type { ProviderSnapshot } from "./settings-repository.ts";

export type StoredDocument = typeof documents.$inferSelect;

export type DocumentInput = {
  kind: DocumentKind;
  prefix: string;
  paymentRequestId: number;
  recipientName: string;
  recipientEmail: string;
  recipientGstin: string | null;
  recipientLegalName: string | null;
  recipientAddress: string | null;
  placeOfSupply: string;
  split: GstSplit;
  description: string;
  provider: ProviderSnapshot;
};

/**
 * What came off a request's fee, which its proforma and tax invoice show: a discount code's, a
 * referral's and the payer's own referral credit, with the line's words when not a code's alone.
 */
async function discountOfRequest(db: Executor, paymentRequestId: number) {
  // A plan's parts share a fee already discounted: no part's document repeats the whole discount.
  const [request] = await db
    .select({ partNo: paymentRequests.partNo })
    .from(paymentRequests)
    .where(eq(paymentRequests.id, paymentRequestId));
  if (request?.partNo != null) return { discountPaise: 0, couponCode: null, discountLabel: null };
  // One after another: inside a transaction the queries share one connection.
  const [coupon] = await db
    .select({ discountPaise: couponRedemptions.discountPaise, couponCode: coupons.code })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.paymentRequestId, paymentRequestId));
  const [referral] = await db
    .select({ discountPaise: referrals.discountPaise })
    .from(referrals)
    .where(eq(referrals.paymentRequestId, paymentRequestId));
  const [credit] = await db
    .select({ amountPaise: referralCreditUses.amountPaise })
    .from(referralCreditUses)
    .where(eq(referralCreditUses.paymentRequestId, paymentRequestId));
  const couponCode = coupon?.couponCode ?? null;
  const referralPaise = referral?.discountPaise ?? 0;
  const creditPaise = credit?.amountPaise ?? 0;
  return {
    discountPaise: (coupon?.discountPaise ?? 0) + referralPaise + creditPaise,
    couponCode,
    discountLabel:
      referralPaise + creditPaise > 0 ? discountLineLabel({ couponCode, referralPaise, creditPaise }) : null,
  };
}

export const documentRepository = {
  /** The next number of a series, inside the caller's transaction (locks the series row). */
  async nextSequence(tx: Tx, kind: DocumentKind, year: string): Promise<number> {
    const [row] = await tx
      .insert(documentSequences)
      .values({ kind, financialYear: year, lastValue: 1 })
      .onConflictDoUpdate({
        target: [documentSequences.kind, documentSequences.financialYear],
        set: { lastValue: sql`${documentSequences.lastValue} + 1` },
      })
      .returning({ value: documentSequences.lastValue });
    return row!.value;
  },

  async issue(tx: Tx, input: DocumentInput, now = new Date()): Promise<StoredDocument> {
    const year = financialYear(now);
    const sequence = await documentRepository.nextSequence(tx, input.kind, year);
    const { split } = input;
    // A fee's proforma and tax invoice carry the discount its code took (credit notes do not).
    const discount =
      input.kind === "proforma" || input.kind === "tax_invoice"
        ? await discountOfRequest(tx, input.paymentRequestId)
        : { discountPaise: 0, couponCode: null, discountLabel: null };
    const [row] = await tx
      .insert(documents)
      .values({
        kind: input.kind,
        number: documentNumber(input.kind, input.prefix, year, sequence),
        financialYear: year,
        sequence,
        paymentRequestId: input.paymentRequestId,
        issuedAt: now,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        recipientGstin: input.recipientGstin,
        recipientLegalName: input.recipientLegalName,
        recipientAddress: input.recipientAddress,
        placeOfSupply: input.placeOfSupply,
        supply: split.supply,
        zeroRated: split.zeroRated,
        pricePaise: split.pricePaise,
        taxablePaise: split.taxablePaise,
        cgstPaise: split.cgstPaise,
        sgstPaise: split.sgstPaise,
        igstPaise: split.igstPaise,
        description: input.description,
        provider: input.provider,
        ...discount,
      })
      .returning();
    return row!;
  },

  /** A proforma follows the payer's details until it is paid (it is no tax document). */
  async updateProforma(
    db: Executor,
    id: number,
    values: Pick<
      DocumentInput,
      "recipientGstin" | "recipientLegalName" | "recipientAddress" | "placeOfSupply" | "split"
    >,
  ): Promise<void> {
    const { split } = values;
    await db
      .update(documents)
      .set({
        recipientGstin: values.recipientGstin,
        recipientLegalName: values.recipientLegalName,
        recipientAddress: values.recipientAddress,
        placeOfSupply: values.placeOfSupply,
        supply: split.supply,
        zeroRated: split.zeroRated,
        taxablePaise: split.taxablePaise,
        cgstPaise: split.cgstPaise,
        sgstPaise: split.sgstPaise,
        igstPaise: split.igstPaise,
      })
      .where(and(eq(documents.id, id), eq(documents.kind, "proforma")));
  },

  /** A proforma priced again by a discount: its price, tax split and discount line. */
  async repriceProforma(
    db: Executor,
    id: number,
    values: { split: GstSplit; discountPaise: number; couponCode: string | null; discountLabel?: string | null },
  ): Promise<void> {
    const { split } = values;
    await db
      .update(documents)
      .set({
        pricePaise: split.pricePaise,
        taxablePaise: split.taxablePaise,
        cgstPaise: split.cgstPaise,
        sgstPaise: split.sgstPaise,
        igstPaise: split.igstPaise,
        discountPaise: values.discountPaise,
        couponCode: values.couponCode,
        discountLabel: values.discountLabel ?? null,
      })
      .where(and(eq(documents.id, id), eq(documents.kind, "proforma")));
  },

  /** A proforma's description changed (a plan's part says which part it asks for). */
  async describe(db: Executor, id: number, description: string): Promise<void> {
    await db
      .update(documents)
      .set({ description })
      .where(and(eq(documents.id, id), eq(documents.kind, "proforma")));
  },

  async byId(db: Executor, id: number): Promise<StoredDocument | null> {
    const [row] = await db.select().from(documents).where(eq(documents.id, id));
    return row ?? null;
  },

  async ofRequest(db: Executor, paymentRequestId: number, kind: DocumentKind): Promise<StoredDocument | null> {
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.paymentRequestId, paymentRequestId), eq(documents.kind, kind)));
    return row ?? null;
  },
};
