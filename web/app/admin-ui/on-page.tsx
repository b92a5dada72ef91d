// What a back-office page shows in place of a dialog when its button was pressed before the
// scripts ran: the dialog's form in a section, or the dialog's question with a form
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

/**
 * What a list page shows on the page itself before or without scripts: a dialog's form (asked for
 * by ?add / ?edit={id}, or posted and refused), a row action's refusal, and the question before
 * taking a record off the website (?deactivate={id}).
 */
export function OnPageRecord({
  form,
  rowError,
  question,
  backTo,
}: {
  form: { title: string; content: ReactNode } | null;
  rowError: string | null;
  question: {
    title: string;
    fields: Record<string, string | number>;
    yes: string;
    no: string;
    content: ReactNode;
  } | null;
  backTo: string;
}) {
  return (
    <>
      {form ? (
        <OnPageForm headingId="record-form-heading" title={form.title} backTo={backTo}>
          {form.content}
        </OnPageForm>
      ) : null}
      {rowError ? (
        <p role="alert" className="message message-error">
          {rowError}
        </p>
      ) : null}
      {question ? (
        <OnPageQuestion
          headingId="record-question-heading"
          title={question.title}
          fields={question.fields}
          yes={question.yes}
          no={question.no}
          backTo={backTo}
        >
          {question.content}
        </OnPageQuestion>
      ) : null}
    </>
  );
}
