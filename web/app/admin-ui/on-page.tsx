// What a back-office page shows in place of a dialog when its button was pressed before the
// scripts ran (issue 12): the dialog's form in a section, or the dialog's question with a form
// that posts the answer to the page's action.
import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./admin.module.css";

/** A dialog's form on the page, with the way back to the list. */
export function OnPageForm({
  headingId,
  title,
  backTo,
  children,
}: {
  headingId: string;
  title: string;
  backTo: string;
  children: ReactNode;
}) {
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      <Link to={backTo}>Back to the list</Link>
    </section>
  );
}

/** A dialog's question on the page: yes posts `fields` to the page's action, no goes back. */
export function OnPageQuestion({
  headingId,
  title,
  fields,
  yes,
  no,
  backTo,
  children,
}: {
  headingId: string;
  title: string;
  fields: Record<string, string | number>;
  yes: string;
  no: string;
  backTo: string;
  children: ReactNode;
}) {
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      <form method="post" className={styles.row}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn btn-primary">
          {yes}
        </button>
        <Link className="btn" to={backTo}>
          {no}
        </Link>
      </form>
    </section>
  );
}
