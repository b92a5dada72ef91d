// spec §1 and §9: the home page claims, static text.
import { Icon } from "../../ui/icon";
import styles from "./home.module.css";

export const impactStats = [
  { value: "1000+", label: "Professionals and students trained", icon: "graduation" },
  { value: "30+", label: "Colleges and companies served", icon: "building" },
  { value: "50+", label: "Certification and career courses", icon: "layers" },
  { value: "100%", label: "Hands-on, lab-based learning", icon: "terminal" },
] as const;

export function ImpactStats() {
  return (
    <ul className={styles.stats}>
      {impactStats.map((stat) => (
        <li key={stat.value} className={styles.stat}>
          <Icon name={stat.icon} size={28} className={styles.statIcon} />
          <span className={styles.statValue}>{stat.value}</span> <span className={styles.statLabel}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
