import { partnerCopy } from "@skillbridge/core/page-copy/partner";
import type { ReactNode } from "react";
import styles from "./partner-courses.module.css";

/** The authorised-partner page's hero: its one h1, what the partnership means, the proposal button. */
export function PartnerHero({ action }: { action: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="partner-title">
      <div>
        <h1 id="partner-title">{partnerCopy.title}</h1>
        <p>{partnerCopy.intro}</p>
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
