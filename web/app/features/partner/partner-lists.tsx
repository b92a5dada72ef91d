// The partner lists of /partners: academic partner names and authorised-partner logo cards.

import styles from "./partner.module.css";
import { type AuthorisedPartner, PartnerLogoCard } from "./partner-logo-card";

export function AcademicPartnerList({ names }: { names: readonly string[] }) {
  return (
    <ol className={styles.names}>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ol>
  );
}

export function AuthorisedPartnerList({ partners }: { partners: readonly AuthorisedPartner[] }) {
  return (
    <ul className={styles.partners}>
      {partners.map((partner) => (
        <PartnerLogoCard key={partner.name} partner={partner} />
      ))}
    </ul>
  );
}
