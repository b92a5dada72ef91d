// The home page claims, static text.

import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { homeCopy } from "@skillbridge/core/page-copy/home";
import { useCopy } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import styles from "./home.module.css";

export const impactStats = (copy: Dictionary["home"]) =>
  [
    { value: "1000+", label: copy.impact.trained, icon: "graduation" },
    { value: "30+", label: copy.impact.served, icon: "building" },
    { value: "50+", label: copy.impact.courses, icon: "layers" },
    { value: "100%", label: copy.impact.handsOn, icon: "terminal" },
  ] as const;

export function ImpactStats() {
  const copy = useCopy("home", homeCopy);
  return (
    <ul className={styles.stats}>
      {impactStats(copy).map((stat) => (
        <li key={stat.value} className={styles.stat}>
          <Icon name={stat.icon} size={28} className={styles.statIcon} />
          <span className={styles.statValue}>{stat.value}</span> <span className={styles.statLabel}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
