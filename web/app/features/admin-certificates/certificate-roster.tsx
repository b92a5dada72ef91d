// A batch's learners as the certificates page lists them: each with a box to choose
// them for issuing, their completed / not-completed mark (not completed withholds the certificate,
// so it takes a reason, shown beside the learner), their certificate (code, issued, or revoked with
// the date) and a revoke form. Every form posts to the route's action, so the page
// works without scripts; the choose boxes belong to the issue form through their form attribute.
import type { CertificateRoster, RosterEntry } from "@skillbridge/core";
import { formatDate } from "@skillbridge/core/rules";
import tableStyles from "../../admin-ui/admin.module.css";
import { AdminTable } from "../../admin-ui/table-controls";

export const ISSUE_FORM_ID = "issue-certificates";

export const markText = (completed: boolean | null) =>
  completed === null ? "not marked" : completed ? "completed" : "not completed";

const markValue = (completed: boolean | null) =>
  completed === null ? "unmarked" : completed ? "completed" : "not-completed";

/** What the page says beside a learner whose certificate staff withheld. */
export const withheldText = (reason: string | null) =>
  reason ? `Marked not completed: ${reason}` : "Marked not completed";

function CompletionForm({ entry, error }: { entry: RosterEntry; error: string | undefined }) {
  const id = `completion-${entry.learnerId}`;
  const reasonId = `completion-reason-${entry.learnerId}`;
  return (
    <form method="post">
      <input type="hidden" name="intent" value="completion" />
      <input type="hidden" name="learnerId" value={entry.learnerId} />
      <label className="visually-hidden" htmlFor={id}>
        Completion of {entry.name}
      </label>
      <select id={id} name="completed" defaultValue={markValue(entry.completed)}>
        <option value="unmarked">Not marked</option>
        <option value="completed">Completed</option>
        <option value="not-completed">Not completed</option>
      </select>{" "}
      <label htmlFor={reasonId}>Reason if not completed</label>{" "}
      <input
        id={reasonId}
        name="reason"
        maxLength={300}
        defaultValue={entry.notCompletedReason ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${reasonId}-error` : undefined}
      />{" "}
      <button className="btn" type="submit">
        Save mark
      </button>
      {error ? (
        <p id={`${reasonId}-error`} className="message message-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function CertificateCell({ entry }: { entry: RosterEntry }) {
  const certificate = entry.certificate;
  if (!certificate) return <>None</>;
  return (
    <>
      <code>{certificate.code}</code>
      <br />
      {certificate.revokedAt
        ? `Revoked ${formatDate(certificate.revokedAt)}: ${certificate.revokedReason ?? ""}`
        : `Issued ${formatDate(certificate.issuedAt)}`}{" "}
      <a href={`/verify/${encodeURIComponent(certificate.code)}`}>Verification page</a>
      {certificate.revokedAt ? null : (
        <>
          {" · "}
          <a href={`/certificate-files/${certificate.id}.pdf`}>PDF</a>
        </>
      )}
    </>
  );
}

function RevokeForm({ entry, error }: { entry: RosterEntry; error: string | undefined }) {
  const certificate = entry.certificate;
  if (!certificate || certificate.revokedAt) return null;
  const id = `revoke-reason-${certificate.id}`;
  return (
    <form method="post">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="id" value={certificate.id} />
      <label htmlFor={id}>Reason to revoke</label>{" "}
      <input
        id={id}
        name="reason"
        required
        minLength={3}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />{" "}
      <button className="btn" type="submit">
        Revoke
      </button>
      {error ? (
        <p id={`${id}-error`} className="message message-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function CertificateRosterTable({
  roster,
  revokeError,
  completionError,
}: {
  roster: CertificateRoster;
  revokeError?: { id: number; error: string } | undefined;
  /** A mark refused for one learner (a blank reason), shown beside their form. */
  completionError?: { id: number; error: string } | undefined;
}) {
  return (
    <section className={`card ${tableStyles.section}`} aria-labelledby="certificates-heading">
      <h2 id="certificates-heading">Learners and certificates ({roster.learners.length})</h2>
      {roster.learners.length === 0 ? (
        <p className="message message-empty">Nobody is enrolled in this batch.</p>
      ) : (
        <AdminTable
          caption="Learners of this batch with their completion and certificate"
          columns={["Choose", "Learner", "Completion", "Certificate", "Revoke"]}
        >
          {roster.learners.map((entry) => (
            <tr key={entry.learnerId}>
              <td>
                <input
                  type="checkbox"
                  form={ISSUE_FORM_ID}
                  name={`learner-${entry.learnerId}`}
                  id={`choose-${entry.learnerId}`}
                  disabled={entry.completed === false}
                />
                <label className="visually-hidden" htmlFor={`choose-${entry.learnerId}`}>
                  Choose {entry.name}
                </label>
              </td>
              <td>
                {entry.name}
                <br />
                <a href={`mailto:${entry.email}`}>{entry.email}</a>
                {entry.completed === false ? (
                  <>
                    <br />
                    <strong>{withheldText(entry.notCompletedReason)}</strong>
                  </>
                ) : null}
              </td>
              <td>
                <CompletionForm
                  entry={entry}
                  error={completionError?.id === entry.learnerId ? completionError.error : undefined}
                />
              </td>
              <td>
                <CertificateCell entry={entry} />
              </td>
              <td>
                <RevokeForm
                  entry={entry}
                  error={revokeError && revokeError.id === entry.certificate?.id ? revokeError.error : undefined}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

export function IssueForm({ roster }: { roster: CertificateRoster }) {
  if (!roster.batchEnded) {
    return <p className="message message-empty">Certificates can be issued once the batch has ended.</p>;
  }
  return (
    <form id={ISSUE_FORM_ID} method="post">
      <p>A learner marked not completed gets no certificate, and nobody gets a second valid one for this batch.</p>
      <button className="btn btn-primary" type="submit" name="intent" value="issue-chosen">
        Issue to the chosen learners
      </button>{" "}
      <button className="btn" type="submit" name="intent" value="issue-all">
        Issue to every learner who completed
      </button>
    </form>
  );
}
