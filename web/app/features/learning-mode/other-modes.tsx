// Links from one learning-mode page to the other three.
import { fillContact } from "@skillbridge/core/site-settings";
import { Link } from "react-router";
import { useSiteSettings } from "../../site-settings";
import styles from "./mode-carousel.module.css";
import { modeSlides } from "./mode-slides";

export function OtherModes({ current }: { current: string }) {
  const settings = useSiteSettings();
  return (
    <ul className={styles.others}>
      {modeSlides
        .filter((mode) => mode.slug !== current)
        .map((mode) => (
          <li key={mode.slug}>
            <Link to={`/learning_mode/${mode.slug}`} className={`card ${styles.other}`}>
              <span className={styles.otherTitle}>{mode.title}</span>
              <span>{fillContact(mode.blurb, settings)}</span>
            </Link>
          </li>
        ))}
    </ul>
  );
}
