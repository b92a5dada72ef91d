// A money action asked once more (Confirm issues a tax invoice; Refund sends money back): what
// will happen, then Yes — a POST form with the same fields and `sure=yes` — or Cancel (back to
// the list, nothing done). The action's first answer, server-rendered, so it works without
// JavaScript; with scripts the focus moves to it, so keyboards and screen readers land there.
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import adminStyles from "../../admin-ui/admin.module.css";
import type { MoneyQuestion } from "./payments-action.server";

export function MoneyQuestionPanel({ question }: { question: MoneyQuestion }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`card ${adminStyles.panel}`} aria-labelledby="money-question-heading">
      <h2 id="money-question-heading" ref={heading} tabIndex={-1}>
        {question.title}
      </h2>
      {question.warning ? (
        <p role="alert" className="message message-error">
          {question.warning}
        </p>
      ) : null}
      {question.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <form method="post" className={adminStyles.row}>
        {Object.entries(question.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn btn-primary">
          {question.yes}
        </button>
        <Link className="btn" to={`${pathname}${search}`} reloadDocument>
          Cancel
        </Link>
      </form>
    </section>
  );
}
