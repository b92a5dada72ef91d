// The only place that queries the business settings: the provider's details printed on
// every document and shown on the payment page, and the share of a batch's capacity unpaid seat
// holds may take together. One row, id 1; none until an admin (or the demo seed) saves them, and
// no payment can be requested before.
import { createHash } from "node:crypto";
import type { BusinessSettings, SignatureType } from "@skillbridge/core/money";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { businessSettings } from "../../db/schema.ts";
import { sniffMediaType } from "../media/sniff.ts";

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

  /** Sets (base64) or removes (null) the signatory's signature picture: null when no settings are saved. */
  async setSignature(db: Executor, imageBase64: string | null): Promise<StoredSettings | null> {
    const [row] = await db
      .update(businessSettings)
      .set({ signatureImage: imageBase64, updatedAt: new Date() })
      .where(eq(businessSettings.id, 1))
      .returning();
    return row ?? null;
  },
};

/** What a signature picture is, from its bytes: PNG, JPEG or (anything else) null. */
export function signatureTypeOf(bytes: Uint8Array): SignatureType | null {
  const type = sniffMediaType(bytes);
  return type === "image/png" || type === "image/jpeg" ? type : null;
}

/** The signature on file as the back office shows it: its type, size and picture. */
function signatureView(imageBase64: string | null) {
  if (!imageBase64) return null;
  const bytes = Buffer.from(imageBase64, "base64");
  const type = signatureTypeOf(bytes);
  return type ? { type, bytes: bytes.byteLength, base64: imageBase64 } : null;
}

/** The stored settings as the API answers them: the signature as its view. */
export function settingsView(row: StoredSettings) {
  const { signatureImage, ...rest } = row;
  return { ...rest, signature: signatureView(signatureImage) };
}

/**
 * The stored settings as the audit log keeps them: the signature by its type, size and
 * fingerprint (the picture itself would fill the log).
 */
export function auditedSettings(row: StoredSettings | null) {
  if (!row) return null;
  const { signatureImage, ...rest } = row;
  const view = signatureView(signatureImage);
  return {
    ...rest,
    signature: view && {
      type: view.type,
      bytes: view.bytes,
      sha256: createHash("sha256").update(view.base64).digest("hex").slice(0, 16),
    },
  };
}

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
