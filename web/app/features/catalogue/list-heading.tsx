import type { ReactNode } from "react";
import styles from "./list-heading.module.css";

/** The page's one h1 with a short introduction under it. */
export function ListHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.intro}>{children}</div> : null}
    </header>
  );
}
