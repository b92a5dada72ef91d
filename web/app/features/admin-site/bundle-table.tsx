// Learning bundles in their public order: move up / move down (buttons, so keyboards reorder too;
// the focus stays on the moved bundle), edit, and activate / deactivate (asked first).
import type { AdminBundle } from "@skillbridge/core/admin/site";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { useToast } from "../../ui/toast";
import adminStyles from "../admin/admin.module.css";
import { errorText } from "../admin/form-errors";
import {
  ConfirmDialog,
  type Direction,
  MoveButtons,
  StatusToggle,
  useMoveFocus,
  useStatusChange,
} from "../admin/row-actions";
import { StatusBadge } from "../admin/select-field";
import { BundleDialog } from "./bundle-dialog";
import { BundleIcon } from "./bundle-icon";

export function BundleTable({ bundles }: { bundles: AdminBundle[] }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<AdminBundle | null>(null);
  const [moving, setMoving] = useState(false);
  const { container, focusMoved } = useMoveFocus<HTMLTableElement>();
  const status = useStatusChange<AdminBundle>({
    path: (bundle) => `/admin/bundles/${bundle.id}`,
    failure: "The bundle could not be changed.",
    done: (bundle, to) => (to === "A" ? `“${bundle.title}” is on the website again` : `“${bundle.title}” deactivated`),
  });
  const busy = moving || status.busy;

  async function move(bundle: AdminBundle, direction: Direction) {
    setMoving(true);
    const result = await api.post<AdminBundle[]>(`/admin/bundles/${bundle.id}/move`, { direction });
    setMoving(false);
    if (!result.ok) return toast.show(errorText(result.error, "The bundle could not be moved."), "error");
    await revalidator.revalidate();
    focusMoved(bundle.id, direction);
    toast.show(`“${bundle.title}” moved ${direction}`, "success");
  }

  if (bundles.length === 0) return <p className="message message-empty">No learning bundles yet: add the first one.</p>;
  return (
    <>
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table} ref={container}>
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
                    <MoveButtons
                      id={bundle.id}
                      name={bundle.title}
                      index={index}
                      count={bundles.length}
                      busy={busy}
                      onMove={(direction) => move(bundle, direction)}
                    />
                    <button
                      type="button"
                      className="btn"
                      aria-haspopup="dialog"
                      aria-label={`Edit ${bundle.title}`}
                      onClick={() => setEditing(bundle)}
                    >
                      Edit
                    </button>
                    <StatusToggle
                      status={bundle.status}
                      name={bundle.title}
                      busy={busy}
                      onAsk={() => status.setRetiring(bundle)}
                      onActivate={() => status.setStatus(bundle, "A")}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BundleDialog open={editing !== null} bundle={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={status.retiring !== null}
        title="Deactivate this learning bundle?"
        confirmLabel="Deactivate"
        busy={busy}
        onConfirm={() => status.retiring && status.setStatus(status.retiring, "I")}
        onClose={() => status.setRetiring(null)}
      >
        <p>“{status.retiring?.title}” will no longer be shown on the website. You can activate it again later.</p>
      </ConfirmDialog>
    </>
  );
}
