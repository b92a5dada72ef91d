// Checking a certificate's digital credential: the .json file downloaded with the
// certificate, posted to /verify (no script needed). The answer says whether its signature holds
// (issued by us and unchanged) and what its certificate's status is now.
import type { CredentialCheck } from "@skillbridge/core";
import { formatDate } from "@skillbridge/core/rules";
import styles from "./verification.module.css";
import { VerificationResult } from "./verification-result";

function CheckResult({ check }: { check: CredentialCheck }) {
  const signed = check.signature === "valid";
  const status =
    check.status === "valid"
      ? "The certificate is valid."
      : check.status === "revoked"
        ? `The certificate was revoked on ${check.certificate?.revokedAt ? formatDate(check.certificate.revokedAt) : "an earlier date"}.`
        : "No certificate of ours matches this credential.";
  return (
    <div role="status">
      <p className={signed ? "message" : "message message-error"}>
        {signed
          ? "Signature valid: this credential was issued by us and has not been changed."
          : "Signature not valid: this file was changed, or it was not issued by us."}
        {signed ? ` ${status}` : null}
      </p>
      {signed && check.certificate ? <VerificationResult result={check.certificate} /> : null}
    </div>
  );
}

export function CredentialForm({ check, error }: { check?: CredentialCheck | undefined; error?: string | undefined }) {
  return (
    <section aria-labelledby="credential-heading">
      <h2 id="credential-heading">Check a digital credential</h2>
      <form method="post" action="/verify" encType="multipart/form-data" className={styles.form}>
        <label htmlFor="verify-credential">Credential file (.json)</label>
        <input
          id="verify-credential"
          name="credential"
          type="file"
          accept=".json,application/json,application/vc+ld+json"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "verify-credential-error" : undefined}
        />
        {error ? (
          <p id="verify-credential-error" className="message message-error" role="alert">
            {error}
          </p>
        ) : null}
        <button className="btn" type="submit">
          Check credential
        </button>
      </form>
      {check ? <CheckResult check={check} /> : null}
    </section>
  );
}
