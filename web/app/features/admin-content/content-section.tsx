// One list of a course's content (modules, benefits, prerequisites, FAQs or materials): add, edit,
// delete after a confirmation, and Move up / Move down buttons whose new order is stored at once.
import type { ContentKind } from "@skillbridge/core/admin/content";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import styles from "./content.module.css";
import { ItemForm } from "./item-form";
import { type ContentRow, kindSpecs } from "./kinds";
import { apiFieldErrors, errorMessage, useDeleteCall } from "./staff-calls";

type Editing = { mode: "add" } | { mode: "edit"; item: ContentRow } | null;

export function ContentSection({
  courseId,
  kind,
  items,
}: {
  courseId: number;
  kind: ContentKind;
  items: ContentRow[];
}) {
  const spec = kindSpecs[kind];
  const api = useApi();
  const remove = useDeleteCall();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ContentRow | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `${kind}-heading`;
  const titleOf = (item: ContentRow) => spec.summary(item).title;

  async function save(body: Record<string, string>) {
    const result =
      editing?.mode === "edit"
        ? await api.patch<ContentRow>(`/admin/${kind}/${editing.item.id}`, body)
        : await api.post<ContentRow>(`/admin/courses/${courseId}/${kind}`, body);
    if (!result.ok) return apiFieldErrors(result.error, `The ${spec.one} could not be saved.`);
    toast.show(editing?.mode === "edit" ? `The ${spec.one} was saved` : `The ${spec.one} was added`, "success");
    setEditing(null);
    await revalidator.revalidate();
    return null;
  }

  async function move(index: number, by: -1 | 1) {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    setBusy(true);
    const result = await api.post<ContentRow[]>(`/admin/courses/${courseId}/${kind}/order`, { ids });
    setBusy(false);
    if (!result.ok) return toast.show(errorMessage(result.error, "The new order could not be saved."), "error");
    await revalidator.revalidate();
    // Keep the keyboard on the moved item: the same button, or the other one at either end.
    const target = index + by;
    const direction = (by === -1 && target === 0) || (by === 1 && target === ids.length - 1) ? -by : by;
    requestAnimationFrame(() =>
      document.getElementById(`${kind}-${moved}-${direction === -1 ? "up" : "down"}`)?.focus(),
    );
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const result = await remove(`/admin/${kind}/${deleting.id}`);
    setBusy(false);
    if (!result.ok) return toast.show(errorMessage(result.error, `The ${spec.one} could not be deleted.`), "error");
    toast.show(`The ${spec.one} was deleted`, "success");
    setDeleting(null);
    await revalidator.revalidate();
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>
          {spec.heading} <span className={styles.count}>({items.length})</span>
        </h2>
        <button type="button" className="btn" onClick={() => setEditing({ mode: "add" })}>
          Add {spec.one}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="message message-empty">{spec.empty}</p>
      ) : (
        <ol className={styles.list}>
          {items.map((item, index) => {
            const { title, detail } = spec.summary(item);
            return (
              <li key={item.id} className={styles.item}>
                <div className={styles.itemText}>
                  <strong>{title}</strong>
                  {detail ? <span className={styles.detail}>{detail}</span> : null}
                </div>
                <div className={styles.itemActions}>
                  <button
                    type="button"
                    id={`${kind}-${item.id}-up`}
                    className="btn"
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Move up<span className="visually-hidden">: {title}</span>
                  </button>
                  <button
                    type="button"
                    id={`${kind}-${item.id}-down`}
                    className="btn"
                    disabled={busy || index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Move down<span className="visually-hidden">: {title}</span>
                  </button>
                  <button type="button" className="btn" onClick={() => setEditing({ mode: "edit", item })}>
                    Edit<span className="visually-hidden">: {title}</span>
                  </button>
                  <button type="button" className="btn" onClick={() => setDeleting(item)}>
                    Delete<span className="visually-hidden">: {title}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === "edit" ? `Edit ${spec.one}` : `Add ${spec.one}`}
      >
        {editing ? (
          <ItemForm
            key={editing.mode === "edit" ? editing.item.id : "new"}
            kind={kind}
            item={editing.mode === "edit" ? editing.item : null}
            submitLabel={editing.mode === "edit" ? "Save changes" : `Add ${spec.one}`}
            onSubmit={save}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete this ${spec.one}?`}
        size="sm"
        footer={
          <>
            <button type="button" className="btn" onClick={() => setDeleting(null)}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={confirmDelete}>
              Delete {spec.one}
            </button>
          </>
        }
      >
        <p>
          “{deleting ? titleOf(deleting) : ""}” will be removed from the course page at once. This cannot be undone.
        </p>
      </Dialog>
    </section>
  );
}
