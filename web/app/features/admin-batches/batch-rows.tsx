// A batch's child lists (schedule rows, recordings): a card with a table of the rows, each with
// Edit / Delete, the add/edit dialog and the delete confirmation; the calls are the collection's
// in core's endpoint map (added to the batch, edited and deleted by the row's id).
import { batchAdminEndpoints } from "@skillbridge/core";
import type { ReactNode } from "react";
import tableStyles from "../../admin-ui/admin.module.css";
import { ChildDialogs, ChildSection, EditDeleteButtons, useChildRows } from "../../admin-ui/child-rows";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { AdminTable } from "../../admin-ui/table-controls";

export function BatchRows<T extends { id: number }>({
  batchId,
  collection,
  one,
  heading,
  items,
  empty,
  caption,
  columns,
  cells,
  describe,
  form,
}: {
  batchId: number;
  collection: "schedules" | "recordings";
  one: string;
  heading: string;
  items: T[];
  empty: string;
  caption: string;
  columns: string[];
  /** The row's cells before its actions. */
  cells: (row: T) => ReactNode;
  /** The row as the buttons and the delete confirmation name it. */
  describe: (row: T) => string;
  form: (item: T | null, save: (body: unknown) => Promise<FieldErrors | null>) => ReactNode;
}) {
  const rows = useChildRows<T>({ endpoints: batchAdminEndpoints[collection], parentId: batchId, one });
  return (
    <ChildSection id={collection} heading={heading} count={items.length} rows={rows}>
      {items.length === 0 ? (
        <p className="message message-empty">{empty}</p>
      ) : (
        <AdminTable caption={caption} columns={[...columns, "Actions"]}>
          {items.map((row) => (
            <tr key={row.id}>
              {cells(row)}
              <td className={tableStyles.actions}>
                <EditDeleteButtons rows={rows} item={row} name={describe(row)} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ChildDialogs
        rows={rows}
        deleteText={(row) => `${describe(row)} will be removed for the batch's learners. This cannot be undone.`}
        form={(item) => form(item, rows.save)}
      />
    </ChildSection>
  );
}
