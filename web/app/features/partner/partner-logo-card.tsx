// An authorised training partner's logo card, linking to a page on this site.
// A logo that fails to load is faded and its alt text becomes 'Logo'. An image that failed before
// hydration fired its error event too early for React, so the state is also checked on mount.
import { partnersCopy as copy } from "@skillbridge/core/page-copy/partners";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import styles from "./partner.module.css";

export type AuthorisedPartner = { name: string; logo: string; to: string; text: string };

export function PartnerLogoCard({ partner }: { partner: AuthorisedPartner }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <li className={`card ${styles.partner}`}>
      <img
        ref={ref}
        src={partner.logo}
        alt={failed ? copy.logoFallback : `${partner.name} ${copy.logo}`}
        width={240}
        height={80}
        loading="lazy"
        decoding="async"
        className={`${styles.logo} ${failed ? styles.logoFailed : ""}`}
        onError={() => setFailed(true)}
      />
      <h3>{partner.name}</h3>
      <p>{partner.text}</p>
      <Link to={partner.to} className="btn">
        View {partner.name} courses
      </Link>
    </li>
  );
}
