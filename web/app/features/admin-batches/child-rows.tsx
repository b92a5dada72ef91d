// What schedule rows and recordings share on a batch's page: an add/edit dialog, a delete
// confirmation, and the calls behind them (audited by the API).
import { type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import { apiFieldErrors, errorMessage, type FieldErrors, useDeleteCall } from "./staff-calls";

type Editing<T> = { mode: "add" } | { mode: "edit"; item: T } | null;

/** State and calls of one child list: `collection` is "schedules" or "recordings". */
export function useChildRows<T extends { id: number }>(batchId: number, collection: string, one: string) {
  const api = useApi();
  const remove = useDeleteCall();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(body: unknown): Promise<FieldErrors | null> {
    const result =
      editing?.mode === "edit"
        ? await api.patch<T>(`/admin/${collection}/${editing.item.id}`, body)
        : await api.post<T>(`/admin/batches/${batchId}/${collection}`, body);
    if (!result.ok) return apiFieldErrors(result.error, `The ${one} could not be saved.`);
    toast.show(editing?.mode === "edit" ? `The ${one} was saved` : `The ${one} was added`, "success");
    setEditing(null);
    await revalidator.revalidate();
    return null;
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const result = await remove(`/admin/${collection}/${deleting.id}`);
    setBusy(false);
    if (!result.ok) return toast.show(errorMessage(result.error, `The ${one} could not be deleted.`), "error");
    toast.show(`The ${one} was deleted`, "success");
    setDeleting(null);
    await revalidator.revalidate();
  }

  return { editing, setEditing, deleting, setDeleting, busy, save, confirmDelete };
}

export function ChildDialogs<T extends { id: number }>({
  one,
  rows,
  form,
  describe,
}: {
  one: string;
  rows: ReturnType<typeof useChildRows<T>>;
  form: (item: T | null) => ReactNode;
  describe: (item: T) => string;
}) {
  const { editing, setEditing, deleting, setDeleting, busy, confirmDelete } = rows;
  return (
    <>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === "edit" ? `Edit ${one}` : `Add ${one}`}
      >
        {editing ? form(editing.mode === "edit" ? editing.item : null) : null}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete this ${one}?`}
        size="sm"
        footer={
          <>
            <button type="button" className="btn" onClick={() => setDeleting(null)}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={confirmDelete}>
              Delete {one}
            </button>
          </>
        }
      >
        <p>
          {deleting ? `${describe(deleting)} will be removed for the batch's learners. This cannot be undone.` : ""}
        </p>
      </Dialog>
    </>
  );
}
