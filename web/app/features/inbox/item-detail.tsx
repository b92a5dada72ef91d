// One lead or enquiry: what the visitor sent and where from, the notes and the history of its
// follow-up. The actions (status, assignee, notes, conversion) are in item-actions.tsx.
import type { InboxDetail } from "@skillbridge/core/back-office";
import { useState } from "react";
import styles from "../../admin-ui/admin.module.css";
import { sourceLabels, statusLabels, typeLabels, whenText } from "../../admin-ui/labels";
import { TextAreaField } from "../../forms/field";
import { ItemOutcome, useItemForm } from "./item-form";
import { firstTouchText, ITEM_TEXTS, type ItemAnswer } from "./item-texts";

export function ItemFacts({ item }: { item: InboxDetail }) {
  const rows: [string, React.ReactNode][] = [
    ["Type", typeLabels[item.type]],
    ["Received", whenText(item.createdAt)],
    ["Name", item.name],
    [
      "E-mail",
      <a key="e" href={`mailto:${item.email}`}>
        {item.email}
      </a>,
    ],
    [
      "Contact",
      <a key="c" href={`tel:${item.contact.replace(/[^\d+]/g, "")}`}>
        {item.contact}
      </a>,
    ],
    ["Status", statusLabels[item.status]],
    ["Assigned to", item.assigneeName ?? "Nobody yet"],
  ];
  if (item.courseName) rows.push(["Course", item.courseName]);
  if (item.trainingId) rows.push(["Batch", `#${item.trainingId}`]);
  if (item.eventTitle) rows.push(["Event", item.eventTitle]);
  rows.push(["Message", item.message || "—"]);
  rows.push(["Source", sourceLabels[item.source]]);
  rows.push(["First touch", firstTouchText(item.firstTouch)]);
  if (item.heardFrom) rows.push(["Heard of us via", item.heardFrom]);
  if (item.pageUrl) rows.push(["Page", item.pageUrl]);
  rows.push([
    "Privacy notice",
    item.noticeId ? `${item.noticeId}${item.noticeShownAt ? `, shown ${whenText(item.noticeShownAt)}` : ""}` : "—",
  ]);
  if (item.suspectedBot) rows.push(["Flagged", item.flagReason ?? "Possibly automated"]);
  if (item.learnerId) rows.push(["Learner account", `#${item.learnerId}`]);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="facts-heading">
      <h2 id="facts-heading">What was sent</h2>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.factRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ItemHistory({ item }: { item: InboxDetail }) {
  const describe = (change: InboxDetail["history"][number]) => {
    if (change.field === "status") {
      const label = (value: string | null) =>
        value ? ((statusLabels as Record<string, string>)[value] ?? value) : "—";
      return `Status: ${label(change.from)} → ${label(change.to)}`;
    }
    if (change.field === "assignee") return `Assigned: ${change.from ?? "nobody"} → ${change.to ?? "nobody"}`;
    return `Converted to a learner (${change.to})`;
  };
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {item.history.length === 0 ? (
        <p className={styles.muted}>No changes yet.</p>
      ) : (
        <ol className={styles.list}>
          {item.history.map((change) => (
            <li key={change.id}>
              {describe(change)}
              <br />
              <span className={styles.muted}>
                {whenText(change.at)}
                {change.staffName ? `, ${change.staffName}` : ""}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function ItemNotes({ item, posted }: { item: InboxDetail; posted?: ItemAnswer }) {
  const refused = posted && !posted.ok ? posted : undefined;
  const [body, setBody] = useState(refused?.values?.note ?? "");
  const [error, setError] = useState<string | undefined>(refused?.fieldErrors?.note);
  const { fetcher, pending } = useItemForm("note", () => {
    setBody("");
    setError(undefined);
  });
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      {item.notes.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
      ) : (
        <ul className={styles.list}>
          {item.notes.map((note) => (
            <li key={note.id}>
              <span className={styles.noteBody}>{note.body}</span>
              <br />
              <span className={styles.muted}>
                {note.staffName}, {whenText(note.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(event) => {
          if (body.trim()) return setError(undefined);
          event.preventDefault();
          setError(ITEM_TEXTS.writeNote);
        }}
      >
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          label="Add a note"
          name="note"
          maxLength={2000}
          value={body}
          error={error}
          onChange={(event) => setBody(event.target.value)}
        />
        <button type="submit" className="btn" disabled={pending}>
          Save note
        </button>
        <ItemOutcome posted={posted} />
      </fetcher.Form>
    </section>
  );
}
