// What the verification page states about a code that exists: valid or revoked (with
// the date), who, what, how many hours, the batch's dates and the issuer — nothing else.
import type { CertificateVerification } from "@skillbridge/core";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { verifyCopy } from "@skillbridge/core/page-copy/verify";
import { useCopy, useDates } from "../../i18n/copy";
import styles from "./verification.module.css";

export function VerificationResult({ result }: { result: CertificateVerification }) {
  const copy = useCopy("verify", verifyCopy);
  const { date } = useDates();
  const valid = result.status === "valid";
  const total = result.trainingHours + result.labHours;
  return (
    <section className={`card ${styles.result}`} aria-labelledby="verification-status">
      <h2 id="verification-status" className={valid ? styles.valid : styles.revoked}>
        {valid
          ? copy.valid
          : fillCopy(copy.revoked, { date: result.revokedAt ? date(result.revokedAt) : copy.earlierDate })}
      </h2>
      <dl className={styles.facts}>
        <dt>{copy.awardedTo}</dt>
        <dd>{result.learnerName}</dd>
        <dt>{copy.course}</dt>
        <dd>{result.courseName}</dd>
        <dt>{copy.hours}</dt>
        <dd>{fillCopy(copy.hoursValue, { total, training: result.trainingHours, lab: result.labHours })}</dd>
        <dt>{copy.batch}</dt>
        <dd>
          {date(result.batchStartDate)} – {date(result.batchEndDate)}
        </dd>
        <dt>{copy.issuedOn}</dt>
        <dd>{date(result.issuedAt)}</dd>
        <dt>{copy.issuedBy}</dt>
        <dd>{result.issuer}</dd>
        <dt>{copy.code}</dt>
        <dd>
          <code>{result.code}</code>
        </dd>
      </dl>
    </section>
  );
}
