// The back office's heading row: the page's one heading, who is signed in, and sign-out.
import type { ReactNode } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { useApi } from "../../api";
import styles from "./admin.module.css";
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH } from "./paths";

export function AdminBar({ title, staffName, children }: { title: string; staffName: string; children?: ReactNode }) {
  const api = useApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <div className={styles.bar}>
      <h1>{title}</h1>
      <nav aria-label="Back office" className={styles.nav}>
        {children}
        <Link to={ADMIN_HOME_PATH} className="btn">
          Inbox
        </Link>
        <span className={styles.muted}>Signed in as {staffName}</span>
        <button
          type="button"
          className="btn"
          onClick={async () => {
            await api.post("/logout/", {});
            await navigate(ADMIN_LOGIN_PATH, { replace: true });
            await revalidator.revalidate();
          }}
        >
          Sign out
        </button>
      </nav>
    </div>
  );
}
