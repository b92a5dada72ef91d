// What the verification page states about a code that exists: valid or revoked (with
// the date), who, what, how many hours, the batch's dates and the issuer — nothing else.
import type { CertificateVerification } from "@skillbridge/core";
import { formatDate } from "@skillbridge/core/rules";
import styles from "./verification.module.css";

export function VerificationResult({ result }: { result: CertificateVerification }) {
  const valid = result.status === "valid";
  const total = result.trainingHours + result.labHours;
  return (
    <section className={`card ${styles.result}`} aria-labelledby="verification-status">
      <h2 id="verification-status" className={valid ? styles.valid : styles.revoked}>
        {valid
          ? "Valid certificate"
          : `Revoked certificate: revoked on ${result.revokedAt ? formatDate(result.revokedAt) : "an earlier date"}`}
      </h2>
      <dl className={styles.facts}>
        <dt>Awarded to</dt>
        <dd>{result.learnerName}</dd>
        <dt>Course</dt>
        <dd>{result.courseName}</dd>
        <dt>Hours</dt>
        <dd>
          {total} hours ({result.trainingHours} training + {result.labHours} lab)
        </dd>
        <dt>Batch</dt>
        <dd>
          {formatDate(result.batchStartDate)} – {formatDate(result.batchEndDate)}
        </dd>
        <dt>Issued on</dt>
        <dd>{formatDate(result.issuedAt)}</dd>
        <dt>Issued by</dt>
        <dd>{result.issuer}</dd>
        <dt>Code</dt>
        <dd>
          <code>{result.code}</code>
        </dd>
      </dl>
    </section>
  );
}
