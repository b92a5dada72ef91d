// What a record's child lists share (a batch's schedule rows and recordings, a course's modules,
// FAQs, materials…): a card with a heading, its count and an Add button; Edit / Delete buttons
// named after the row; an add/edit dialog; a delete confirmation. Every form and the delete post
// `intent` {list}-add|edit|delete and the row's `id` to the page's action (a fetcher with scripts),
// which saves through the API (audited) and redirects with its one-time message. Without scripts,
// with `noScript`, Add, Edit and Delete ask the page for `?add={list}`, `?edit={list}-{id}` or
// `?delete={list}-{id}`, where ChildOnPage shows the row's form or the question.
import { type ReactNode, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Dialog } from "../ui/dialog";
import { useRowPost } from "./action-form";
import styles from "./admin.module.css";
import type { FieldErrors } from "./form-errors";
import { ConfirmDialog, DialogButton } from "./row-actions";

/** What a child list's row form or question posts without scripts: `{list}-add|edit|delete`. */
export const childIntent = (list: string, mode: "add" | "edit" | "delete") => `${list}-${mode}`;

/** Which child list's form or question the page was asked for (?add, ?edit, ?delete) without scripts. */
export type ChildAsked = { list: string; mode: "add" | "edit" | "delete"; id?: number };

/** Reads ?add={list}, ?edit={list}-{id} or ?delete={list}-{id} (the first one present). */
export function readChildAsked(query: URLSearchParams): ChildAsked | null {
  const add = query.get("add");
  if (add && /^[a-z-]{1,40}$/.test(add)) return { list: add, mode: "add" };
  for (const mode of ["edit", "delete"] as const) {
    const found = /^([a-z-]{1,40})-(\d{1,9})$/.exec(query.get(mode) ?? "");
    if (found?.[1] && found[2]) return { list: found[1], mode, id: Number(found[2]) };
  }
  return null;
}

/** A row action the route's action refused: the form's messages and what was typed, or one line. */
export type ChildAnswer = {
  intent: string;
  id?: number;
  errors?: FieldErrors;
  values?: Record<string, string>;
  error?: string;
};

/** The hidden fields a row form posts without scripts. */
export const childHidden = (list: string, item: { id: number } | null): Record<string, string> =>
  item ? { intent: childIntent(list, "edit"), id: String(item.id) } : { intent: childIntent(list, "add") };

type Editing<T> = { mode: "add" } | { mode: "edit"; item: T } | null;

/** State of one child list (`list` names its intents): the row being edited or asked about. */
export function useChildRows<T extends { id: number }>({ list, one }: { list: string; one: string }) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const removal = useRowPost(`The ${one} could not be deleted.`);

  /** The row form was saved by the page's action: close its dialog. */
  const saved = () => setEditing(null);

  function confirmDelete() {
    if (!deleting) return;
    const { id } = deleting;
    removal.post({ intent: childIntent(list, "delete"), id }, () => setDeleting(null));
  }

  return { one, editing, setEditing, deleting, setDeleting, busy: removal.busy, saved, confirmDelete };
}

type Rows<T extends { id: number }> = ReturnType<typeof useChildRows<T>>;

/** The list's card: heading with the count, the Add button, then the rows (or the empty text). */
export function ChildSection<T extends { id: number }>({
  id,
  heading,
  count,
  rows,
  children,
  noScript,
}: {
  id: string;
  heading: string;
  count: number;
  rows: Rows<T>;
  children: ReactNode;
  /** Add asks the page for `?add={id}` before the scripts run. */
  noScript?: boolean;
}) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-heading`}>
          {heading} <span className={styles.muted}>({count})</span>
        </h2>
        <DialogButton
          text={`Add ${rows.one}`}
          className="btn"
          field={noScript ? { name: "add", value: id } : undefined}
          onClick={() => rows.setEditing({ mode: "add" })}
        />
      </div>
      {children}
    </section>
  );
}

/** Edit and Delete for one row, named after it for screen readers. */
export function EditDeleteButtons<T extends { id: number }>({
  rows,
  item,
  name,
  list,
}: {
  rows: Rows<T>;
  item: T;
  name: string;
  /** Without scripts the buttons ask the page for `?edit={list}-{id}` / `?delete={list}-{id}`. */
  list?: string;
}) {
  const field = (mode: "edit" | "delete") => (list ? { name: mode, value: `${list}-${item.id}` } : undefined);
  return (
    <>
      <DialogButton
        text={
          <>
            Edit<span className="visually-hidden">: {name}</span>
          </>
        }
        className="btn"
        field={field("edit")}
        onClick={() => rows.setEditing({ mode: "edit", item })}
      />
      <DialogButton
        text={
          <>
            Delete<span className="visually-hidden">: {name}</span>
          </>
        }
        className="btn"
        field={field("delete")}
        onClick={() => rows.setDeleting(item)}
      />
    </>
  );
}

/**
 * A row's form or the delete question on the page itself: asked for by ?add, ?edit or
 * ?delete without scripts, or shown again with the action's refusal. `form` gets a save that,
 * with scripts, also returns to the page without the question in its address.
 */
export function ChildOnPage<T extends { id: number }>({
  list,
  rows,
  items,
  asked,
  posted,
  form,
  deleteText,
}: {
  list: string;
  rows: Rows<T>;
  items: readonly T[];
  asked?: ChildAsked | null;
  posted?: ChildAnswer;
  form: (item: T | null, saved: () => void, posted?: ChildAnswer) => ReactNode;
  deleteText: (item: T) => string;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mine = posted?.intent.startsWith(`${list}-`) ? posted : undefined;
  const shown: ChildAsked | null = mine
    ? {
        list,
        mode:
          mine.intent === childIntent(list, "add")
            ? "add"
            : mine.intent === childIntent(list, "edit")
              ? "edit"
              : "delete",
        id: mine.id,
      }
    : asked?.list === list
      ? asked
      : null;
  if (!shown) return null;
  const item = shown.id === undefined ? null : (items.find((row) => row.id === shown.id) ?? null);
  if (shown.mode !== "add" && !item) return null;
  const back = (
    <Link to={pathname} className="btn">
      {shown.mode === "delete" ? "Keep it" : "Back to the list"}
    </Link>
  );
  if (shown.mode === "delete" && item) {
    return (
      <form method="post" className={styles.panel} aria-labelledby={`${list}-delete-heading`}>
        <h3 id={`${list}-delete-heading`}>{`Delete this ${rows.one}?`}</h3>
        <p>{deleteText(item)}</p>
        {mine?.error ? (
          <p role="alert" className="message message-error">
            {mine.error}
          </p>
        ) : null}
        <input type="hidden" name="intent" value={childIntent(list, "delete")} />
        <input type="hidden" name="id" value={item.id} />
        <div className={styles.row}>
          <button type="submit" className="btn btn-primary">
            Delete {rows.one}
          </button>
          {back}
        </div>
      </form>
    );
  }
  // The action redirects to the page itself; the address loses the question.
  const saved = () => void navigate(pathname, { replace: true });
  return (
    <section className={styles.panel} aria-labelledby={`${list}-form-heading`}>
      <h3 id={`${list}-form-heading`}>{item ? `Edit ${rows.one}` : `Add ${rows.one}`}</h3>
      {form(item, saved, mine)}
      {back}
    </section>
  );
}

export function ChildDialogs<T extends { id: number }>({
  rows,
  form,
  deleteText,
}: {
  rows: Rows<T>;
  form: (item: T | null) => ReactNode;
  /** What the confirmation says will happen to the row. */
  deleteText: (item: T) => string;
}) {
  const { one, editing, setEditing, deleting, setDeleting, busy, confirmDelete } = rows;
  return (
    <>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === "edit" ? `Edit ${one}` : `Add ${one}`}
      >
        {editing ? form(editing.mode === "edit" ? editing.item : null) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${one}?`}
        confirmLabel={`Delete ${one}`}
        busy={busy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>{deleting ? deleteText(deleting) : ""}</p>
      </ConfirmDialog>
    </>
  );
}
