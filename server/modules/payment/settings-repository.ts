// The only place that queries the business settings: the provider's details printed on
// every document and shown on the payment page, and the share of a batch's capacity unpaid seat
// holds may take together. One row, id 1; none until an admin (or the demo seed) saves them, and
// no payment can be requested before.
import type { BusinessSettings } from "@skillbridge/core/money";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { businessSettings } from "../../db/schema.ts";

export type StoredSettings = typeof businessSettings.$inferSelect;

export const settingsRepository = {
  async get(db: Executor): Promise<StoredSettings | null> {
    const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1));
    return row ?? null;
  },

  async save(db: Executor, input: BusinessSettings): Promise<StoredSettings> {
    const values = {
      legalName: input.legalName,
      address: input.address,
      stateCode: input.stateCode,
      gstin: input.gstin ?? null,
      upiVpa: input.upiVpa ?? null,
      payeeName: input.payeeName,
      bankAccountName: input.bankAccountName ?? null,
      bankAccountNumber: input.bankAccountNumber ?? null,
      bankIfsc: input.bankIfsc ?? null,
      bankName: input.bankName ?? null,
      lutNumber: input.lutNumber ?? null,
      signatoryName: input.signatoryName ?? null,
      invoicePrefix: input.invoicePrefix,
      holdSharePercent: input.holdSharePercent,
      offerHoldHours: input.offerHoldHours,
      approvalThresholdPaise: input.approvalThresholdPaise ?? null,
      updatedAt: new Date(),
    };
    const [row] = await db
      .insert(businessSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: businessSettings.id, set: values })
      .returning();
    return row!;
  },
};

/** How long a seat offered from the waitlist is held for its lead when no settings are saved (hours). */
export const DEFAULT_OFFER_HOLD_HOURS = 48;

/** The share of a batch's seats all unpaid holds together may take when no settings are saved: half. */
export const DEFAULT_HOLD_SHARE_PERCENT = 50;

/**
 * How many unpaid seat holds a batch of `capacity` may have at once: its share, rounded up and at
 * least 1 (a batch without a capacity has no limit here: null).
 */
export function holdLimit(capacity: number | null, sharePercent: number): number | null {
  if (capacity == null) return null;
  return Math.max(1, Math.ceil((capacity * sharePercent) / 100));
}

/** The provider as a document freezes it: what a later change of settings must not alter. */
export function providerSnapshot(settings: StoredSettings) {
  return {
    legalName: settings.legalName,
    address: settings.address,
    stateCode: settings.stateCode,
    gstin: settings.gstin,
    lutNumber: settings.lutNumber,
    signatoryName: settings.signatoryName,
    // Frozen with the document: a signature changed later does not alter one issued before.
    signatureImage: settings.signatureImage,
    upiVpa: settings.upiVpa,
    payeeName: settings.payeeName,
    bank: settings.bankAccountNumber
      ? {
          accountName: settings.bankAccountName ?? settings.legalName,
          accountNumber: settings.bankAccountNumber,
          ifsc: settings.bankIfsc ?? "",
          bankName: settings.bankName ?? "",
        }
      : null,
  };
}
export type ProviderSnapshot = ReturnType<typeof providerSnapshot>;
