// Learning bundles in their public order: move up / move down (buttons, so keyboards reorder too;
// the focus stays on the moved bundle), edit, and activate / deactivate (asked first). Without
// scripts each posts to the page's action; Deactivate asks on the page (?deactivate={id}).
import type { AdminBundle } from "@skillbridge/core/admin/bundle";
import { useState } from "react";
import adminStyles from "../../admin-ui/admin.module.css";
import {
  ConfirmDialog,
  EditButton,
  MoveButtons,
  StatusToggle,
  useWebsiteOrderedRows,
} from "../../admin-ui/row-actions";

import { StatusBadge } from "../../admin-ui/select-field";
import { AdminTable } from "../../admin-ui/table-controls";
import { BUNDLE_INTENTS, BundleDialog, bundleFormField } from "./bundle-dialog";
import { BundleIcon } from "./bundle-icon";

export function BundleTable({ bundles }: { bundles: AdminBundle[] }) {
  const [editing, setEditing] = useState<AdminBundle | null>(null);
  const { container, move, status, busy } = useWebsiteOrderedRows<AdminBundle>({
    intents: BUNDLE_INTENTS,
    noun: "bundle",
  });

  if (bundles.length === 0) return <p className="message message-empty">No learning bundles yet: add the first one.</p>;
  return (
    <>
      <AdminTable
        caption="Learning bundles in the order the website lists them"
        tableRef={container}
        columns={["Order", "Icon", "Bundle", "Status", "Actions"]}
      >
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
                  post={{ intent: BUNDLE_INTENTS.move, id: bundle.id }}
                />
                <EditButton
                  name={`${bundle.title}`}
                  field={bundleFormField(bundle)}
                  onClick={() => setEditing(bundle)}
                />
                <StatusToggle
                  status={bundle.status}
                  name={bundle.title}
                  busy={busy}
                  onAsk={() => status.setRetiring(bundle)}
                  onActivate={() => status.setStatus(bundle, "A")}
                  post={{ intent: BUNDLE_INTENTS.status, id: bundle.id }}
                  askField={{ name: "deactivate", value: String(bundle.id) }}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <BundleDialog open={editing !== null} bundle={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={status.retiring !== null}
        title={DEACTIVATE_BUNDLE_TITLE}
        confirmLabel="Deactivate"
        busy={busy}
        onConfirm={() => status.retiring && status.setStatus(status.retiring, "I")}
        onClose={() => status.setRetiring(null)}
      >
        <DeactivateBundleText bundle={status.retiring} />
      </ConfirmDialog>
    </>
  );
}

export const DEACTIVATE_BUNDLE_TITLE = "Deactivate this learning bundle?";

/** What deactivating a bundle does, asked in the dialog or, without scripts, on the page. */
export function DeactivateBundleText({ bundle }: { bundle: AdminBundle | null }) {
  return <p>“{bundle?.title}” will no longer be shown on the website. You can activate it again later.</p>;
}
