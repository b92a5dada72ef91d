// The frame of every back-office page: the back office's own header (who is signed in, the public
// site, sign-out) and its side navigation. The public header and footer never frame /admin.
// On a phone or a narrow window the navigation folds behind a Menu button: the browser's popover
// (ui/use-popover.ts), so a tap opens it from the server-rendered HTML before scripts run, and
// Escape or a tap outside closes it; a new page closes it too.
import { type ReactNode, useEffect, useRef } from "react";
import { Link, NavLink, useFetcher, useLocation } from "react-router";
import { usePopover } from "../ui/use-popover";
import styles from "./admin-shell.module.css";
import { ADMIN_HOME_PATH, ADMIN_LOGOUT_PATH, INBOX_PATH } from "./paths";

const sections: { heading: string; links: { to: string; label: string; end?: boolean }[] }[] = [
  {
    heading: "Follow-up",
    links: [
      { to: ADMIN_HOME_PATH, label: "Dashboard", end: true },
      { to: INBOX_PATH, label: "Leads & enquiries", end: true },
      { to: "/admin/payments", label: "Payments" },
      { to: "/admin/coupons", label: "Discount codes" },
      { to: "/admin/referrals", label: "Referrals" },
      { to: "/admin/group-tiers", label: "Group prices" },
    ],
  },
  {
    heading: "Catalogue",
    links: [
      { to: "/admin/courses", label: "Courses" },
      { to: "/admin/domains", label: "Domains" },
      { to: "/admin/teaching-languages", label: "Teaching languages" },
      { to: "/admin/feedback", label: "Feedback" },
    ],
  },
  {
    heading: "Website",
    links: [
      { to: "/admin/events", label: "Events" },
      { to: "/admin/testimonials", label: "Testimonials" },
      { to: "/admin/trainers", label: "Trainers" },
      { to: "/admin/bundles", label: "Learning bundles" },
    ],
  },
  {
    heading: "Administration",
    links: [
      { to: "/admin/staff", label: "Staff" },
      { to: "/admin/business-settings", label: "Business settings" },
      { to: "/admin/site-settings", label: "Site settings" },
      { to: "/admin/erasure-requests", label: "Erasure requests" },
      { to: "/admin/holidays", label: "Holidays" },
      { to: "/admin/outbox", label: "Outbox" },
      { to: "/admin/audit", label: "Audit log" },
    ],
  },
];

export function AdminShell({ staffName, children }: { staffName: string; children: ReactNode }) {
  // A form post to the sign-out action: it works before scripts run.
  const signOut = useFetcher();
  const shell = useRef<HTMLDivElement>(null);
  const menu = usePopover<HTMLElement>(shell);
  const location = useLocation();
  const closeMenu = menu.close;
  // Closed when the page changes; not on the first render, which may find it opened by a tap
  // made before the scripts ran.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    closeMenu();
  }, [location.pathname, closeMenu]);
  return (
    <div ref={shell} className={styles.shell}>
      <header className={styles.top}>
        <Link to={ADMIN_HOME_PATH} className={styles.brand}>
          Back office
        </Link>
        <button className={`btn ${styles.menuToggle}`} {...menu.buttonProps}>
          Menu
        </button>
        <div className={styles.who}>
          <span>Signed in as {staffName}</span>
          <a href="/" className="btn">
            View site
          </a>
          <signOut.Form method="post" action={ADMIN_LOGOUT_PATH} style={{ display: "contents" }}>
            <button type="submit" className="btn" disabled={signOut.state !== "idle"}>
              Sign out
            </button>
          </signOut.Form>
        </div>
      </header>
      <nav
        aria-label="Back office"
        className={`${styles.side} ${menu.open ? styles.sideOpen : ""}`}
        {...menu.panelProps}
      >
        {sections.map((section) => (
          <div key={section.heading} className={styles.group}>
            <h2 className={styles.groupHeading}>{section.heading}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
