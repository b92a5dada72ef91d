// Footer: 14 quick links, a help-desk phone link, a send-query mail link, and a
// customer-care panel (live chat not yet available, a phone number, a messaging-app link and a
// disabled input). The support label collapses to its icon after 50 px of scroll.
import { SCROLL_THRESHOLD_PX } from "@skillbridge/core/constants";
import { visitorCopy } from "@skillbridge/core/messages";
import { sentence } from "@skillbridge/core/site-settings";
import { useId, useRef } from "react";
import { Link } from "react-router";
import { site, whatsappLink } from "../site";
import { useSiteSettings } from "../site-settings";
import { Icon } from "../ui/icon";
import { usePopover } from "../ui/use-popover";
import { useScrolledPast } from "../ui/use-scrolled-past";
import styles from "./site-footer.module.css";

const links = visitorCopy.footer.quickLinks;

export const quickLinks = [
  { to: "/", label: links.home },
  { to: "/training_course", label: links.courses },
  { to: "/allTrainingDomain", label: links.domains },
  { to: "/bundles", label: links.bundles },
  { to: "/events", label: links.events },
  { to: "/internship", label: links.internships },
  { to: "/about", label: links.about },
  { to: "/contact", label: links.contact },
  { to: "/search/net", label: links.net },
  { to: "/search/bootcamp", label: links.bootcamps },
  { to: "/search/front", label: links.frontEnd },
  { to: "/search/back", label: links.backEnd },
  { to: "/domain/15", label: links.fullStack },
  { to: "/domain/4", label: links.cyberSecurity },
] as const;

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
  return (
    <div ref={care} className={styles.care} data-support="">
      <section
        className={`${styles.carePanel} ${panel.open ? styles.carePanelOpen : ""}`}
        aria-label={visitorCopy.care.title}
        // Hidden where no style sheet says so (tests, reader modes); the style sheet shows an open popover.
        hidden={!panel.open}
        {...panel.panelProps}
      >
        <p className={styles.careTitle}>{visitorCopy.care.title}</p>
        <p>{visitorCopy.care.noChat}</p>
        {helpDesk ? (
          <p>
            <a href={`tel:${helpDesk.tel}`}>
              <Icon name="phone" size={16} /> {helpDesk.label}
            </a>
          </p>
        ) : null}
        <p>
          <a href={whatsappLink(settings, visitorCopy.care.whatsappGreeting)} target="_blank" rel="noreferrer">
            <Icon name="whatsapp" size={16} /> {visitorCopy.care.whatsapp}
          </a>
        </p>
        <label htmlFor={inputId} className="visually-hidden">
          {visitorCopy.care.chatLabel}
        </label>
        <input id={inputId} className={styles.careInput} disabled placeholder={visitorCopy.care.chatPlaceholder} />
      </section>
      <button className={`${styles.careButton} ${collapsed ? styles.careCollapsed : ""}`} {...panel.buttonProps}>
        <Icon name={panel.open ? "close" : "phone"} size={20} />
        <span className={collapsed ? "visually-hidden" : undefined}>{visitorCopy.care.button}</span>
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
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {site.name}
          </h2>
          <p className={styles.muted}>{visitorCopy.footer.about}</p>
          {helpDesk ? (
            <p>
              <a href={`tel:${helpDesk.tel}`} className={styles.contact}>
                <Icon name="phone" size={16} /> {visitorCopy.footer.helpDesk} {helpDesk.label}
              </a>
            </p>
          ) : null}
          <p>
            <a
              href={`mailto:${settings.queryEmail}?subject=${encodeURIComponent(visitorCopy.footer.querySubject)}`}
              className={styles.contact}
            >
              <Icon name="mail" size={16} /> {visitorCopy.footer.sendQuery}
            </a>
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {visitorCopy.footer.quickLinksTitle}
          </h2>
          <ul className={styles.links}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {sentence(site.legalName)} {visitorCopy.footer.rights} ·{" "}
          <Link to="/privacy">{visitorCopy.footer.privacy}</Link>
        </p>
      </div>
    </footer>
  );
}
