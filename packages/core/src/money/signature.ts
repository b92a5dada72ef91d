// The authorised signatory's signature picture, drawn above "Authorised Signatory" on tax
// invoices and credit notes: a PNG or JPEG (judged by its content, not its name) of at most
// 200 kB. The back office posts it as base64; the API keeps it beside the business settings.
import { z } from "../zod.ts";

export const SIGNATURE_TYPES = ["image/png", "image/jpeg"] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];
export const SIGNATURE_MAX_BYTES = 200 * 1024;
/** Base64 of a picture a little over the limit still arrives, so it is refused as too large in words. */
export const SIGNATURE_MAX_BASE64_CHARS = Math.ceil((2 * SIGNATURE_MAX_BYTES) / 3) * 4;

export const signatureMessages = {
  missing: "Choose a PNG or JPEG picture of the signature to upload.",
  wrongType:
    "The signature must be a PNG or JPEG picture: this file is neither (its content was checked, not its name).",
  tooLarge:
    "The signature picture is too large: it may be up to 200 kB. Crop it or save it smaller, then upload it again.",
  unreadable:
    "The signature picture could not be read: it may be damaged. Open it, save it again as PNG or JPEG, and upload it.",
  noSettings: "Save the business settings first: the signature is kept with them.",
  saved: "Signature saved: tax invoices and credit notes issued from now on carry it above the signatory's name.",
  removed:
    "Signature removed: tax invoices and credit notes issued from now on leave room to sign by hand. Documents already issued keep theirs.",
} as const;

/** The picture as posted by the back office: its bytes in base64. */
export const signatureUploadSchema = z.strictObject({
  imageBase64: z.string().max(SIGNATURE_MAX_BASE64_CHARS, signatureMessages.tooLarge),
});

/** The signature on file, as the settings page shows it (its picture inline). */
export const storedSignatureSchema = z.object({
  type: z.enum(SIGNATURE_TYPES),
  bytes: z.number().int(),
  base64: z.string(),
});
export type StoredSignature = z.infer<typeof storedSignatureSchema>;
