// The heading row of one back-office page: its one heading and its page-level actions. Who is
// signed in, navigation and sign-out live in the admin layout (routes/admin-layout.tsx).
import type { ReactNode } from "react";
import styles from "./admin.module.css";

export function AdminBar({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.bar}>
      <h1>{title}</h1>
      {children ? <div className={styles.nav}>{children}</div> : null}
    </div>
  );
}
