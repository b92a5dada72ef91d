// The outbox page's parts: the status tabs and the table of mails — recipient, subject, status,
// attempts, last error, next attempt — with "View" (the text body, fetched when opened) and
// "Retry now" for a failed mail. Before the scripts run, View links to `?view={id}` (the mail shown
// on the page). Retry now posts to the page's action (outbox-action.server.ts), with scripts too.
import { mailEndpoints } from "@skillbridge/core";
import {
  OUTBOX_STATUSES,
  type OutboxItem,
  type OutboxMessage,
  type OutboxStatus,
} from "@skillbridge/core/admin/outbox";

import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useRowPost } from "../../admin-ui/action-form";
import adminStyles from "../../admin-ui/admin.module.css";
import { errorText } from "../../admin-ui/form-errors";
import { whenText } from "../../admin-ui/labels";
import { AdminTable } from "../../admin-ui/table-controls";
import { useApi } from "../../api";
import { Dialog } from "../../ui/dialog";
import styles from "./site.module.css";

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  pending: "Pending",
  sent: "Sent",
  failed: "Failed",
  logged: "Logged (no SMTP)",
};

export function OutboxTabs({ status }: { status: OutboxStatus | null }) {
  return (
    <nav className={styles.tabs} aria-label="Mail by status">
      <Link to="/admin/outbox" className="btn" aria-current={status === null ? "page" : undefined}>
        All
      </Link>
      {OUTBOX_STATUSES.map((value) => (
        <Link
          key={value}
          to={`/admin/outbox?status=${value}`}
          className="btn"
          aria-current={status === value ? "page" : undefined}
        >
          {outboxStatusLabels[value]}
        </Link>
      ))}
    </nav>
  );
}

/** The hidden `intent` of the Retry now form, so the outbox's action knows it. */
export const RETRY_INTENT = "retry";

/** The mail's facts and its text: in the dialog, or on the page when opened without scripts. */
export function MailView({ mail, text, error }: { mail: OutboxItem; text: string | null; error: string }) {
  return (
    <>
      <dl className={adminStyles.facts}>
        <div className={adminStyles.factRow}>
          <dt>To</dt>
          <dd>{mail.to}</dd>
        </div>
        <div className={adminStyles.factRow}>
          <dt>Kind</dt>
          <dd>{mail.kind}</dd>
        </div>
        <div className={adminStyles.factRow}>
          <dt>Status</dt>
          <dd>{outboxStatusLabels[mail.status]}</dd>
        </div>
      </dl>
      {error ? (
        <p role="alert" className="message message-error">
          {error}
        </p>
      ) : text !== null ? (
        <pre className={styles.body}>{text}</pre>
      ) : (
        <p role="status">Loading…</p>
      )}
    </>
  );
}

/** `viewHref`: the address that shows a mail on this page (the list's own filters kept). */
export function OutboxTable({
  items,
  total,
  viewHref,
}: {
  items: OutboxItem[];
  total: number;
  viewHref: (id: number) => string;
}) {
  const api = useApi();
  // Retry now posts its form to the outbox's action, with scripts too.
  const retrying = useRowPost("The mail could not be retried.");
  const busy = retrying.busy;
  const [viewing, setViewing] = useState<OutboxItem | null>(null);
  const [message, setMessage] = useState<OutboxMessage | null>(null);
  const [viewError, setViewError] = useState("");

  async function open(item: OutboxItem) {
    setViewing(item);
    setMessage(null);
    setViewError("");
    const result = await api.call(mailEndpoints.message, { params: { id: item.id } });
    if (result.ok) setMessage(result.data);
    else setViewError(errorText(result.error, "The mail could not be loaded."));
  }

  function retry(event: FormEvent, item: OutboxItem) {
    event.preventDefault();
    retrying.post({ intent: RETRY_INTENT, id: item.id });
  }

  return (
    <>
      <AdminTable
        caption={<>Mail, newest first, {total} in all</>}
        columns={["Queued", "To", "Subject", "Status", "Attempts", "Last error", "Next attempt", "Actions"]}
      >
        {items.map((item) => (
          <tr key={item.id}>
            <td className={adminStyles.nowrap}>{whenText(item.createdAt)}</td>
            <td>{item.to}</td>
            <th scope="row">{item.subject}</th>
            <td>
              <span
                className={
                  item.status === "failed" ? `${adminStyles.badge} ${adminStyles.badgeFlag}` : adminStyles.badge
                }
              >
                {outboxStatusLabels[item.status]}
              </span>
              {item.sentAt ? (
                <>
                  <br />
                  <span className={adminStyles.muted}>{whenText(item.sentAt)}</span>
                </>
              ) : null}
            </td>
            <td>{item.attempts}</td>
            <td className={styles.error}>{item.lastError ?? "—"}</td>
            <td className={adminStyles.nowrap}>{item.status === "pending" ? whenText(item.nextAttemptAt) : "—"}</td>
            <td>
              <div className={adminStyles.actions}>
                <Link
                  to={viewHref(item.id)}
                  className="btn"
                  aria-haspopup="dialog"
                  aria-label={`View the mail “${item.subject}” to ${item.to}`}
                  onClick={(event) => {
                    event.preventDefault();
                    void open(item);
                  }}
                >
                  View
                </Link>
                {item.status === "failed" ? (
                  <form method="post" className={adminStyles.inlineForm} onSubmit={(event) => retry(event, item)}>
                    <input type="hidden" name="intent" value={RETRY_INTENT} />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="btn btn-primary" disabled={busy}>
                      Retry now
                      <span className="visually-hidden">
                        : “{item.subject}” to {item.to}
                      </span>
                    </button>
                  </form>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} title={viewing?.subject ?? ""} size="lg">
        {viewing ? <MailView mail={viewing} text={message?.text ?? null} error={viewError} /> : null}
      </Dialog>
    </>
  );
}
