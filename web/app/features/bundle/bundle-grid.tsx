// Bundles: a grid of cards from GET /learning-bundles — icon class, title, description.
import type { Bundle } from "@skillbridge/core/schemas";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "../../ui/icon";
import styles from "./bundle.module.css";

type BundleGridProps = { bundles: Pick<Bundle, "id" | "LBIcon" | "LBTitle" | "LBDesc">[]; error: string | null };

export function BundleGrid({ bundles, error }: BundleGridProps) {
  if (error) return <p className="message message-error">{error}</p>;
  if (bundles.length === 0) return <p className="message-empty">No learning bundles are available yet.</p>;
  return (
    <ul className={styles.bundles}>
      {bundles.map((bundle) => (
        <li key={bundle.id} className={`card ${styles.bundle}`}>
          <span className={styles.planIcon}>
            <Icon name={bundle.LBIcon} size={26} />
          </span>
          <h2 className={styles.bundleTitle}>{bundle.LBTitle}</h2>
          <p>{bundle.LBDesc}</p>
        </li>
      ))}
    </ul>
  );
}

/** Below the grid: help for visitors who cannot choose a bundle themselves. */
export function BundleAdvice() {
  return (
    <section className={styles.advice} aria-labelledby="bundle-advice">
      <h2 id="bundle-advice">Not sure which path is right for you?</h2>
      <p>Our advisors suggest a bundle based on your background, your goals and the time you have.</p>
      <p className={styles.adviceLinks}>
        <Link to="/contact" className="btn btn-primary">
          Talk to an advisor
        </Link>
        <Link to="/training_course" className="btn">
          Browse all courses
        </Link>
      </p>
    </section>
  );
}

/** The page's heading and promise. */
export function BundlesIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className={styles.intro}>
      <h1>{title}</h1>
      <p>{children}</p>
    </header>
  );
}
