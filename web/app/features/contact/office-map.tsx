// An office's map that works offline and costs nothing until asked for: a static card with the
// address and an 'Open in Google Maps' link; the embedded map (a third-party frame, allowed by
// the CSP's frame-src) loads only when the visitor clicks 'Show map'.
import { useState } from "react";
import { Icon } from "../../ui/icon";
import styles from "./contact.module.css";

export type Office = { name: string; lines: readonly string[]; mapQuery: string };

export const mapsLink = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
export const mapsEmbed = (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

export function OfficeMap({ office }: { office: Office }) {
  const [shown, setShown] = useState(false);
  const address = [...office.lines].join(", ");
  return (
    <article className={`card ${styles.office}`}>
      <div className={styles.officeText}>
        <h3>
          <Icon name="building" size={18} /> {office.name}
        </h3>
        <address className={styles.address}>
          {office.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <p className={styles.mapActions}>
          <a href={mapsLink(`${address}`)} target="_blank" rel="noopener noreferrer" className="btn">
            Open in Google Maps<span className="visually-hidden"> ({office.name}, opens in a new tab)</span>
          </a>
          {shown ? null : (
            <button type="button" className="btn btn-link" onClick={() => setShown(true)}>
              Show map<span className="visually-hidden"> of the {office.name} office</span>
            </button>
          )}
        </p>
      </div>
      <div className={styles.map}>
        {shown ? (
          <iframe
            title={`Map of the ${office.name} office`}
            src={mapsEmbed(office.mapQuery)}
            width={600}
            height={300}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className={styles.mapFrame}
          />
        ) : (
          <p className={styles.mapPlaceholder}>
            The map is loaded from Google only when you ask for it (Google may then set its own cookies).
          </p>
        )}
      </div>
    </article>
  );
}
