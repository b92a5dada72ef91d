// What a record's child lists share (a batch's schedule rows and recordings, a course's modules,
// FAQs, materials…): a card with a heading, its count and an Add button; Edit / Delete buttons
// named after the row; an add/edit dialog; a delete confirmation; and the calls behind them
// (audited by the API).
import type { Endpoint, EndpointArgs, idParams } from "@skillbridge/core";
import { type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../api";
import { Dialog } from "../ui/dialog";
import { useToast } from "../ui/toast";
import styles from "./admin.module.css";
import { apiFieldErrors, errorText, type FieldErrors } from "./form-errors";
import { ConfirmDialog } from "./row-actions";

type Editing<T> = { mode: "add" } | { mode: "edit"; item: T } | null;

type IdEndpoint = Endpoint & { params: typeof idParams };
/** A child list's calls from core's endpoint map: `create` on the parent (course or batch), `update` and `remove` on a row. */
export type ChildEndpoints = { create: IdEndpoint; update: IdEndpoint; remove: IdEndpoint };

/** State and calls of one child list: a new row is created under `parentId`, a row edited or deleted by its id. */
export function useChildRows<T extends { id: number }>({
  endpoints,
  parentId,
  one,
}: {
  endpoints: ChildEndpoints;
  parentId: number;
  one: string;
}) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  // The body is the row form's data, checked by the form with the API's own schema; the id fills the path.
  const call = <E extends IdEndpoint>(endpoint: E, id: number, body?: unknown) =>
    api.call(endpoint, ...([{ params: { id }, body }] as unknown as EndpointArgs<E>));

  async function save(body: unknown): Promise<FieldErrors | null> {
    const result =
      editing?.mode === "edit"
        ? await call(endpoints.update, editing.item.id, body)
        : await call(endpoints.create, parentId, body);
    if (!result.ok) return apiFieldErrors(result.error, `The ${one} could not be saved.`);
    toast.show(editing?.mode === "edit" ? `The ${one} was saved` : `The ${one} was added`, "success");
    setEditing(null);
    await revalidator.revalidate();
    return null;
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const result = await call(endpoints.remove, deleting.id);
    setBusy(false);
    if (!result.ok) return toast.show(errorText(result.error, `The ${one} could not be deleted.`), "error");
    toast.show(`The ${one} was deleted`, "success");
    setDeleting(null);
    await revalidator.revalidate();
  }

  return { one, editing, setEditing, deleting, setDeleting, busy, save, confirmDelete };
}

type Rows<T extends { id: number }> = ReturnType<typeof useChildRows<T>>;

/** The list's card: heading with the count, the Add button, then the rows (or the empty text). */
export function ChildSection<T extends { id: number }>({
  id,
  heading,
  count,
  rows,
  children,
}: {
  id: string;
  heading: string;
  count: number;
  rows: Rows<T>;
  children: ReactNode;
}) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby={`${id}-heading`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-heading`}>
          {heading} <span className={styles.muted}>({count})</span>
        </h2>
        <button type="button" className="btn" onClick={() => rows.setEditing({ mode: "add" })}>
          Add {rows.one}
        </button>
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
}: {
  rows: Rows<T>;
  item: T;
  name: string;
}) {
  return (
    <>
      <button type="button" className="btn" onClick={() => rows.setEditing({ mode: "edit", item })}>
        Edit<span className="visually-hidden">: {name}</span>
      </button>
      <button type="button" className="btn" onClick={() => rows.setDeleting(item)}>
        Delete<span className="visually-hidden">: {name}</span>
      </button>
    </>
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
