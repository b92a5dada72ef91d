// Footer: 14 quick links, a help-desk phone link, a send-query mail link, and a
// customer-care panel (live chat not yet available, a phone number, a messaging-app link and a
// disabled input). The support label collapses to its icon after 50 px of scroll.
import { SCROLL_THRESHOLD_PX } from "@skillbridge/core/constants";
import { visitorCopy } from "@skillbridge/core/messages";
import { sentence } from "@skillbridge/core/site-settings";
import { useId, useRef } from "react";
import { Link } from "react-router";
import { useCopy, useLocalePath } from "../i18n/copy";
import { site, whatsappLink } from "../site";
import { useSiteSettings } from "../site-settings";
import { Icon } from "../ui/icon";
import { usePopover } from "../ui/use-popover";
import { useScrolledPast } from "../ui/use-scrolled-past";
import styles from "./site-footer.module.css";

/** The quick links' addresses, each with its label's key (the labels are the page's language). */
export const quickLinks = [
  { to: "/", key: "home" },
  { to: "/training_course", key: "courses" },
  { to: "/allTrainingDomain", key: "domains" },
  { to: "/bundles", key: "bundles" },
  { to: "/events", key: "events" },
  { to: "/internship", key: "internships" },
  { to: "/about", key: "about" },
  { to: "/contact", key: "contact" },
  { to: "/search/net", key: "net" },
  { to: "/search/bootcamp", key: "bootcamps" },
  { to: "/search/front", key: "frontEnd" },
  { to: "/search/back", key: "backEnd" },
  { to: "/domain/15", key: "fullStack" },
  { to: "/domain/4", key: "cyberSecurity" },
] as const satisfies readonly { to: string; key: keyof typeof visitorCopy.footer.quickLinks }[];

/**
 * The Support button and its panel. The panel is in the server-rendered HTML as the browser's
 * popover (ui/use-popover.ts): a tap on Support opens it before any script has loaded, and Escape
 * or a tap outside closes it.
 */
function CustomerCare() {
  const collapsed = useScrolledPast(SCROLL_THRESHOLD_PX);
  const inputId = useId();
  const care = useRef<HTMLDivElement>(null);
  const panel = usePopover<HTMLElement>(care);
  const settings = useSiteSettings();
  const [helpDesk] = settings.phones;
  const copy = useCopy("care", visitorCopy.care);
  return (
    <div ref={care} className={styles.care} data-support="">
      <section
        className={`${styles.carePanel} ${panel.open ? styles.carePanelOpen : ""}`}
        aria-label={copy.title}
        // Hidden where no style sheet says so (tests, reader modes); the style sheet shows an open popover.
        hidden={!panel.open}
        {...panel.panelProps}
      >
        <p className={styles.careTitle}>{copy.title}</p>
        <p>{copy.noChat}</p>
        {helpDesk ? (
          <p>
            <a href={`tel:${helpDesk.tel}`}>
              <Icon name="phone" size={16} /> {helpDesk.label}
            </a>
          </p>
        ) : null}
        <p>
          <a href={whatsappLink(settings, copy.whatsappGreeting)} target="_blank" rel="noreferrer">
            <Icon name="whatsapp" size={16} /> {copy.whatsapp}
          </a>
        </p>
        <label htmlFor={inputId} className="visually-hidden">
          {copy.chatLabel}
        </label>
        <input id={inputId} className={styles.careInput} disabled placeholder={copy.chatPlaceholder} />
      </section>
      <button className={`${styles.careButton} ${collapsed ? styles.careCollapsed : ""}`} {...panel.buttonProps}>
        <Icon name={panel.open ? "close" : "phone"} size={20} />
        <span className={collapsed ? "visually-hidden" : undefined}>{copy.button}</span>
      </button>
    </div>
  );
}

export function SiteFooter() {
  return (
    <>
      <SiteFooterContent />
      {/* After the footer, in <body>: sticky over the whole page, docked at its foot. */}
      <CustomerCare />
    </>
  );
}

function SiteFooterContent() {
  const settings = useSiteSettings();
  const [helpDesk] = settings.phones;
  const copy = useCopy("footer", visitorCopy.footer);
  const to = useLocalePath();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site.name}
          </h2>
          <p className={styles.muted}>{copy.about}</p>
          {helpDesk ? (
            <p>
              <a href={`tel:${helpDesk.tel}`} className={styles.contact}>
                <Icon name="phone" size={16} /> {copy.helpDesk} {helpDesk.label}
              </a>
            </p>
          ) : null}
          <p>
            <a
              href={`mailto:${settings.queryEmail}?subject=${encodeURIComponent(copy.querySubject)}`}
              className={styles.contact}
            >
              <Icon name="mail" size={16} /> {copy.sendQuery}
            </a>
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {copy.quickLinksTitle}
          </h2>
          <ul className={styles.links}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)}>{copy.quickLinks[link.key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {sentence(site.legalName)} {copy.rights} ·{" "}
          <Link to={to("/privacy")}>{copy.privacy}</Link>
        </p>
      </div>
    </footer>
  );
}
