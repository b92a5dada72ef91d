// Learning bundles in their public order: move up / move down (buttons, so keyboards reorder too;
// the focus stays on the moved bundle), edit, and activate / deactivate (asked first).
import { bundleAdminEndpoints } from "@skillbridge/core";
import type { AdminBundle } from "@skillbridge/core/admin/site";
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
import { BundleDialog } from "./bundle-dialog";
import { BundleIcon } from "./bundle-icon";

export function BundleTable({ bundles }: { bundles: AdminBundle[] }) {
  const [editing, setEditing] = useState<AdminBundle | null>(null);
  const { container, move, status, busy } = useWebsiteOrderedRows({
    endpoints: bundleAdminEndpoints,
    noun: "bundle",
    name: (bundle: AdminBundle) => bundle.title,
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
                />
                <EditButton name={`${bundle.title}`} onClick={() => setEditing(bundle)} />
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
      </AdminTable>
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
