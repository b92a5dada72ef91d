// The learner's certificates. For each valid one: the PDF and the signed credential to
// download, the public verification link (shown, and copied with one click when scripts run) and
// LinkedIn's add-to-profile link; a revoked one says so, with the date.

import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import { useEffect, useState } from "react";
import { useCopy, useDates } from "../../i18n/copy";
import { site } from "../../site";
import { useSiteSettings } from "../../site-settings";
import type { CertificatesState, LearnerCertificate } from "./dashboard-data";
import styles from "./learner.module.css";
import { linkedInAddUrl } from "./linkedin";

function CopyLink({
  url,
  label,
  copy,
}: {
  url: string;
  label: string;
  copy: Dictionary["learnerArea"]["certificates"];
}) {
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
        {copy.copy}
        <span className="visually-hidden">: {label}</span>
      </button>
      <span role="status">{copied ? copy.copied : ""}</span>
    </>
  );
}

function CertificateCard({ certificate }: { certificate: LearnerCertificate }) {
  const revoked = certificate.revokedAt !== null;
  const name = `${certificate.courseName}: Certificate of Completion`;
  const files = `/certificate-files/${certificate.id}`;
  const { email } = useSiteSettings();
  const copy = useCopy("learnerArea", learnerAreaCopy).certificates;
  const newTab = useCopy("learnerDashboard", learnerDashboardCopy).newTab;
  const { date } = useDates();
  return (
    <article className={styles.enrolment} aria-label={certificate.courseName}>
      <div className={styles.enrolmentHead}>
        <h3>{certificate.courseName}</h3>
        <span className={styles.badge}>{revoked ? copy.revoked : copy.valid}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{copy.batch}</dt>
        <dd>
          {date(certificate.batchStartDate)} – {date(certificate.batchEndDate)}
        </dd>
        <dt>{copy.hours}</dt>
        <dd>{certificate.trainingHours + certificate.labHours}</dd>
        <dt>{copy.issued}</dt>
        <dd>{date(certificate.issuedAt)}</dd>
        <dt>{copy.code}</dt>
        <dd>
          <code>{certificate.code}</code>
        </dd>
        {revoked ? (
          <>
            <dt>{copy.revoked}</dt>
            <dd>{date(certificate.revokedAt ?? certificate.issuedAt)}</dd>
          </>
        ) : null}
      </dl>
      {revoked ? (
        <p className="message">{fillCopy(copy.revokedNote, { email })}</p>
      ) : (
        <div className={styles.actions}>
          <a className="btn btn-primary" href={`${files}.pdf`} download>
            {copy.pdf}
            <span className="visually-hidden">: {certificate.courseName}</span>
          </a>
          <a className="btn" href={`${files}.json`} download>
            {copy.credential}
            <span className="visually-hidden">: {certificate.courseName}</span>
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
            {copy.linkedIn}
            <span className="visually-hidden">{`: ${certificate.courseName} ${newTab}`}</span>
          </a>
          <p>
            {copy.verification} <a href={certificate.verifyUrl}>{certificate.verifyUrl}</a>{" "}
            <CopyLink url={certificate.verifyUrl} label={certificate.courseName} copy={copy} />
          </p>
        </div>
      )}
    </article>
  );
}

export function CertificatesPanel({ state }: { state: CertificatesState }) {
  const copy = useCopy("learnerArea", learnerAreaCopy).certificates;
  return (
    <section aria-labelledby="certificates-heading">
      <h2 id="certificates-heading">{copy.heading}</h2>
      {state.status === "error" ? (
        <p className="message message-error" role="alert">
          {state.message}
        </p>
      ) : state.certificates.length === 0 ? (
        <p className="message message-empty">{copy.none}</p>
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
