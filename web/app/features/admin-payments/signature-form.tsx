// The authorised signatory's signature picture on the business settings page: the one on file
// (shown as it will be drawn), a real multipart form to upload another and a form to remove it —
// plain posts to the page's action, so they work without scripts.
import type { StoredSignature } from "@skillbridge/core/money";
import adminStyles from "../../admin-ui/admin.module.css";
import { TextField } from "../../forms/field";

/** The file input's name (the page's action reads the picture from it). */
export const SIGNATURE_FIELD = "signature";

const kB = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

export function SignatureForm({ signature, error }: { signature: StoredSignature | null; error?: string }) {
  return (
    <section aria-labelledby="signature-heading" className="card">
      <h2 id="signature-heading">Signature</h2>
      <p>
        Tax invoices and credit notes draw this picture above the authorised signatory's name. Documents already issued
        keep the signature they were issued with.
      </p>
      {signature ? (
        <figure>
          <img
            src={`data:${signature.type};base64,${signature.base64}`}
            alt="The signature on file"
            width={160}
            height={90}
            className={adminStyles.preview}
          />
          <figcaption>
            On file: {signature.type === "image/png" ? "PNG" : "JPEG"}, {kB(signature.bytes)}.
          </figcaption>
        </figure>
      ) : (
        <p>No signature on file: documents leave room to sign by hand.</p>
      )}
      <form method="post" encType="multipart/form-data" aria-label="Upload a signature">
        <input type="hidden" name="intent" value="signature" />
        <TextField
          label={signature ? "Replace the signature" : "Signature picture"}
          hint="A PNG or JPEG of at most 200 kB, ideally dark ink on a white or transparent background, wider than tall."
          name={SIGNATURE_FIELD}
          type="file"
          accept="image/png,image/jpeg"
          error={error}
        />
        <button type="submit" className="btn btn-primary">
          Upload signature
        </button>
      </form>
      {signature ? (
        <form method="post" aria-label="Remove the signature">
          <input type="hidden" name="intent" value="remove-signature" />
          <button type="submit" className="btn">
            Remove signature
          </button>
        </form>
      ) : null}
    </section>
  );
}
