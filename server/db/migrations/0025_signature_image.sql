-- The authorised signatory's signature, drawn above "Authorised Signatory" on tax invoices and
-- credit notes: a PNG or JPEG as base64 (small, and copied into each document's provider snapshot).
ALTER TABLE "business_settings" ADD COLUMN "signature_image" text;
