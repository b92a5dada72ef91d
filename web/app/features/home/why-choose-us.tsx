// Home: the why-choose-us section.
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { homeCopy } from "@skillbridge/core/page-copy/home";
import { centreCities } from "@skillbridge/core/site-settings";
import { useCopy } from "../../i18n/copy";
import { useSiteSettings } from "../../site-settings";
import { Icon } from "../../ui/icon";
import styles from "./home.module.css";

/** The cards' icons, in the order of the copy's cards (home.why). */
const icons = ["award", "terminal", "target", "calendar", "briefcase", "users"] as const;

export function WhyChooseUs() {
  const cities = centreCities(useSiteSettings().centres);
  const reasons = useCopy("home", homeCopy).why;
  return (
    <ul className={styles.reasons}>
      {reasons.map((reason, i) => (
        <li key={reason.title} className={styles.reason}>
          <span className={styles.reasonIcon}>
            <Icon name={icons[i] ?? "award"} size={24} />
          </span>
          <div>
            <h3>{reason.title}</h3>
            <p>{fillCopy(reason.text, { cities })}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
