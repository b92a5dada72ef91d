// The learner's certificates. For each valid one: the PDF and the signed credential to
// download, the public verification link (shown, and copied with one click when scripts run) and
// LinkedIn's add-to-profile link; a revoked one says so, with the date.
import { formatDate } from "@skillbridge/core/rules";
import { useEffect, useState } from "react";
import { site } from "../../site";
import { useSiteSettings } from "../../site-settings";
import type { CertificatesState, LearnerCertificate } from "./dashboard-data";
import styles from "./learner.module.css";
import { linkedInAddUrl } from "./linkedin";

function CopyLink({ url, label }: { url: string; label: string }) {
  const [scripts, setScripts] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setScripts(true), []);
  if (!scripts || !navigator.clipboard) return null;
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() =>
          navigator.clipboard.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        Copy link<span className="visually-hidden">: {label}</span>
      </button>
      <span role="status">{copied ? " Link copied." : ""}</span>
    </>
  );
}

function CertificateCard({ certificate }: { certificate: LearnerCertificate }) {
  const revoked = certificate.revokedAt !== null;
  const name = `${certificate.courseName}: Certificate of Completion`;
  const files = `/certificate-files/${certificate.id}`;
  const { email } = useSiteSettings();
  return (
    <article className={styles.enrolment} aria-label={certificate.courseName}>
      <div className={styles.enrolmentHead}>
        <h3>{certificate.courseName}</h3>
        <span className={styles.badge}>{revoked ? "Revoked" : "Valid"}</span>
      </div>
      <dl className={styles.facts}>
        <dt>Batch</dt>
        <dd>
          {formatDate(certificate.batchStartDate)} – {formatDate(certificate.batchEndDate)}
        </dd>
        <dt>Hours</dt>
        <dd>{certificate.trainingHours + certificate.labHours}</dd>
        <dt>Issued</dt>
        <dd>{formatDate(certificate.issuedAt)}</dd>
        <dt>Code</dt>
        <dd>
          <code>{certificate.code}</code>
        </dd>
        {revoked ? (
          <>
            <dt>Revoked</dt>
            <dd>{formatDate(certificate.revokedAt ?? certificate.issuedAt)}</dd>
          </>
        ) : null}
      </dl>
      {revoked ? (
        <p className="message">This certificate was revoked. For questions write to {email}.</p>
      ) : (
        <div className={styles.actions}>
          <a className="btn btn-primary" href={`${files}.pdf`} download>
            Download PDF<span className="visually-hidden">: {certificate.courseName}</span>
          </a>
          <a className="btn" href={`${files}.json`} download>
            Download credential<span className="visually-hidden">: {certificate.courseName}</span>
          </a>
          <a
            className="btn"
            href={linkedInAddUrl({
              name,
              issuer: site.name,
              issuedAt: certificate.issuedAt,
              code: certificate.code,
              url: certificate.verifyUrl,
            })}
            target="_blank"
            rel="noopener noreferrer"
          >
            Add to LinkedIn<span className="visually-hidden">: {certificate.courseName} (opens in a new tab)</span>
          </a>
          <p>
            Verification link: <a href={certificate.verifyUrl}>{certificate.verifyUrl}</a>{" "}
            <CopyLink url={certificate.verifyUrl} label={certificate.courseName} />
          </p>
        </div>
      )}
    </article>
  );
}

export function CertificatesPanel({ state }: { state: CertificatesState }) {
  return (
    <section aria-labelledby="certificates-heading">
      <h2 id="certificates-heading">Certificates</h2>
      {state.status === "error" ? (
        <p className="message message-error" role="alert">
          {state.message}
        </p>
      ) : state.certificates.length === 0 ? (
        <p className="message message-empty">
          No certificates yet. Your certificate is issued here after you complete a training.
        </p>
      ) : (
        <div className={styles.cards}>
          {state.certificates.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} />
          ))}
        </div>
      )}
    </section>
  );
}
