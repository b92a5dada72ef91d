// Checking a certificate's digital credential: the .json file downloaded with the
// certificate, posted to /verify (no script needed). The answer says whether its signature holds
// (issued by us and unchanged) and what its certificate's status is now.
import type { CredentialCheck } from "@skillbridge/core";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { verifyCopy } from "@skillbridge/core/page-copy/verify";
import { useCopy, useDates, useLocalePath } from "../../i18n/copy";
import { useMessageText } from "../../i18n/message-text";
import styles from "./verification.module.css";
import { VerificationResult } from "./verification-result";

function CheckResult({ check }: { check: CredentialCheck }) {
  const copy = useCopy("verify", verifyCopy);
  const { date } = useDates();
  const signed = check.signature === "valid";
  const status =
    check.status === "valid"
      ? copy.statusValid
      : check.status === "revoked"
        ? fillCopy(copy.statusRevoked, {
            date: check.certificate?.revokedAt ? date(check.certificate.revokedAt) : copy.earlierDate,
          })
        : copy.statusUnknown;
  return (
    <div role="status">
      <p className={signed ? "message" : "message message-error"}>
        {signed ? copy.signatureValid : copy.signatureInvalid}
        {signed ? ` ${status}` : null}
      </p>
      {signed && check.certificate ? <VerificationResult result={check.certificate} /> : null}
    </div>
  );
}

export function CredentialForm({ check, error }: { check?: CredentialCheck | undefined; error?: string | undefined }) {
  const copy = useCopy("verify", verifyCopy);
  const messageText = useMessageText("verify", verifyCopy);
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="credential-heading">
      <h2 id="credential-heading">{copy.credentialTitle}</h2>
      <form method="post" action={localePath("/verify")} encType="multipart/form-data" className={styles.form}>
        <label htmlFor="verify-credential">{copy.credentialLabel}</label>
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
            {messageText(error)}
          </p>
        ) : null}
        <button className="btn" type="submit">
          {copy.checkCredential}
        </button>
      </form>
      {check ? <CheckResult check={check} /> : null}
    </section>
  );
}
