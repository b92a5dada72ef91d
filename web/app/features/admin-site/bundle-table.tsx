// Learning bundles in their public order: move up / move down (buttons, so keyboards reorder too;
// the focus stays on the moved bundle), edit, and activate / deactivate (asked first).
import type { AdminBundle } from "@skillbridge/core/admin/site";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { errorText } from "../../forms/errors";
import { useToast } from "../../ui/toast";
import adminStyles from "../admin/admin.module.css";
import { BundleDialog } from "./bundle-dialog";
import { BundleIcon } from "./bundle-icon";
import { ConfirmDialog, StatusBadge } from "./form-parts";

export function BundleTable({ bundles }: { bundles: AdminBundle[] }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<AdminBundle | null>(null);
  const [retiring, setRetiring] = useState<AdminBundle | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: "up" | "down" } | null>(null);
  const table = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!focusAfterMove || !table.current) return;
    const { id, direction } = focusAfterMove;
    const button = (which: string) => table.current?.querySelector<HTMLButtonElement>(`[data-move="${id}-${which}"]`);
    const target = button(direction);
    // At the top or bottom the pressed button is disabled: the other one takes the focus.
    (target?.disabled ? button(direction === "up" ? "down" : "up") : target)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  async function move(bundle: AdminBundle, direction: "up" | "down") {
    setBusy(true);
    const result = await api.post<AdminBundle[]>(`/admin/bundles/${bundle.id}/move`, { direction });
    setBusy(false);
    if (!result.ok) return toast.show(errorText(result.error, "The bundle could not be moved."), "error");
    await revalidator.revalidate();
    setFocusAfterMove({ id: bundle.id, direction });
    toast.show(`“${bundle.title}” moved ${direction}`, "success");
  }

  async function setStatus(bundle: AdminBundle, status: "A" | "I") {
    setBusy(true);
    const result = await api.patch<AdminBundle>(`/admin/bundles/${bundle.id}`, { status });
    setBusy(false);
    setRetiring(null);
    if (!result.ok) return toast.show(errorText(result.error, "The bundle could not be changed."), "error");
    toast.show(
      status === "A" ? `“${bundle.title}” is on the website again` : `“${bundle.title}” deactivated`,
      "success",
    );
    await revalidator.revalidate();
  }

  if (bundles.length === 0) return <p className="message message-empty">No learning bundles yet: add the first one.</p>;
  return (
    <>
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table} ref={table}>
          <caption className="visually-hidden">Learning bundles in the order the website lists them</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Icon</th>
              <th scope="col">Bundle</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {bundles.map((bundle, index) => (
              <tr key={bundle.id}>
                <td>{index + 1}</td>
                <td>
                  <BundleIcon icon={bundle.icon} />
                </td>
                <th scope="row">
                  {bundle.title}
                  {bundle.description ? (
                    <>
                      <br />
                      <span className={adminStyles.muted}>{bundle.description}</span>
                    </>
                  ) : null}
                </th>
                <td>
                  <StatusBadge status={bundle.status} />
                </td>
                <td>
                  <div className={adminStyles.actions}>
                    <button
                      type="button"
                      className="btn"
                      data-move={`${bundle.id}-up`}
                      disabled={busy || index === 0}
                      onClick={() => move(bundle, "up")}
                    >
                      Move up<span className="visually-hidden">: {bundle.title}</span>
                    </button>
                    <button
                      type="button"
                      className="btn"
                      data-move={`${bundle.id}-down`}
                      disabled={busy || index === bundles.length - 1}
                      onClick={() => move(bundle, "down")}
                    >
                      Move down<span className="visually-hidden">: {bundle.title}</span>
                    </button>
                    <button
                      type="button"
                      className="btn"
                      aria-haspopup="dialog"
                      aria-label={`Edit ${bundle.title}`}
                      onClick={() => setEditing(bundle)}
                    >
                      Edit
                    </button>
                    {bundle.status === "A" ? (
                      <button
                        type="button"
                        className="btn"
                        aria-haspopup="dialog"
                        aria-label={`Deactivate ${bundle.title}`}
                        disabled={busy}
                        onClick={() => setRetiring(bundle)}
                      >
                        Deactivate
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="btn"
                        aria-label={`Activate ${bundle.title}`}
                        disabled={busy}
                        onClick={() => setStatus(bundle, "A")}
                      >
                        Activate
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BundleDialog open={editing !== null} bundle={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={retiring !== null}
        title="Deactivate this learning bundle?"
        confirmLabel="Deactivate"
        busy={busy}
        onConfirm={() => retiring && setStatus(retiring, "I")}
        onClose={() => setRetiring(null)}
      >
        <p>“{retiring?.title}” will no longer be shown on the website. You can activate it again later.</p>
      </ConfirmDialog>
    </>
  );
}
