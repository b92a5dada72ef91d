import type { ReactNode } from "react";
import styles from "./partner-courses.module.css";

/** The authorised-partner page's hero: its one h1, what the partnership means, the proposal button. */
export function PartnerHero({ action }: { action: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="partner-title">
      <div>
        <h1 id="partner-title">CertNexus Authorised Training Partner</h1>
        <p>
          As an authorised training partner of CertNexus we deliver its vendor-neutral certifications in cyber security,
          artificial intelligence, IoT and data ethics, with official courseware and certified trainers, online, in our
          classrooms or at your office.
        </p>
        <div className={styles.heroActions}>{action}</div>
      </div>
      <img
        className={styles.heroLogo}
        src="/images/partners/certnexus.svg"
        alt="CertNexus"
        width={240}
        height={80}
        fetchPriority="high"
      />
    </section>
  );
}
