// Navigation: Home, Certifications & Courses, a Learning Modes dropdown (closes on an
// outside click and on Esc), Internships, Our Partners, then Sign In or Logout + My Profile.
// The logo shrinks once the page is scrolled past 50 px. The small-screen menu is the browser's
// popover (ui/use-popover.ts): a tap on Menu opens it from the server-rendered HTML, before the
// page's scripts have run, and Escape or a tap outside closes it. The dropdown closes on Escape
// (focus back on its button) and on a tap outside (ui/use-dismiss.ts).

import { SCROLL_THRESHOLD_PX } from "@skillbridge/core/constants";
import { visitorCopy } from "@skillbridge/core/messages";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useCopy, useLocalePath } from "../i18n/copy";
import { LanguageSwitch } from "../i18n/language-switch";
import { learningModes, site } from "../site";
import { Icon } from "../ui/icon";
import { useDismiss } from "../ui/use-dismiss";
import { usePopover } from "../ui/use-popover";
import { useScrolledPast } from "../ui/use-scrolled-past";
import styles from "./site-header.module.css";

type SiteHeaderProps = {
  signedIn: boolean;
  /** What the Sign In and Logout controls render: they belong to the learner feature. */
  signIn: ReactNode;
  logout: ReactNode;
};

function LearningModesMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const menuId = useId();
  const location = useLocation();
  const copy = useCopy("header", visitorCopy.header);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, ref, button);

  return (
    <li ref={ref} className={styles.dropdown}>
      <button
        ref={button}
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {copy.learningModes} <Icon name="chevronDown" size={16} />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {learningModes.map((mode) => (
          <li key={mode.slug}>
            <Link to={`/learning_mode/${mode.slug}`} className={styles.menuLink}>
              {copy.modeLinks[mode.slug]}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader({ signedIn, signIn, logout }: SiteHeaderProps) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const bar = useRef<HTMLDivElement>(null);
  const menu = usePopover<HTMLElement>(bar);
  const location = useLocation();
  const copy = useCopy("header", visitorCopy.header);
  const to = useLocalePath();
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
    <header className={`${styles.header} ${scrolled ? styles.scrolled : ""}`}>
      <div ref={bar} className={`container ${styles.bar}`}>
        <Link to={to("/")} className={styles.brand} aria-label={`${site.name} ${copy.homeLink}`}>
          <img
            src="/images/logo.svg"
            alt=""
            width={220}
            height={48}
            className={`${styles.logo} ${scrolled ? styles.logoSmall : ""}`}
          />
        </Link>
        <button className={styles.menuToggle} {...menu.buttonProps}>
          <Icon name={menu.open ? "close" : "menu"} size={22} />
          <span className="visually-hidden">{copy.menu}</span>
        </button>
        <nav
          aria-label={copy.navigation}
          className={`${styles.nav} ${menu.open ? styles.navOpen : ""}`}
          {...menu.panelProps}
        >
          <ul className={styles.navList}>
            <li>
              <NavLink to={to("/")} end className={styles.navLink}>
                {copy.home}
              </NavLink>
            </li>
            <li>
              <NavLink to={to("/training_course")} className={styles.navLink}>
                {copy.courses}
              </NavLink>
            </li>
            <LearningModesMenu />
            <li>
              <NavLink to="/internship" className={styles.navLink}>
                {copy.internships}
              </NavLink>
            </li>
            <li>
              <NavLink to="/partners" end className={styles.navLink}>
                {copy.partners}
              </NavLink>
            </li>
            <li>
              <LanguageSwitch className={styles.navLink} />
            </li>
            {signedIn ? (
              <>
                <li>{logout}</li>
                <li>
                  <NavLink to={to("/learner/Profile")} className={`btn btn-primary ${styles.cta}`}>
                    {copy.myProfile}
                  </NavLink>
                </li>
              </>
            ) : (
              <li>{signIn}</li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
