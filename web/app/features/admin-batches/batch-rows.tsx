// A batch's child lists (schedule rows, recordings): a card with a table of the rows, each with
// Edit / Delete, the add/edit dialog and the delete confirmation; the calls are the collection's
// in core's endpoint map (added to the batch, edited and deleted by the row's id). Without scripts
// the buttons ask the page for the form or the question (ChildOnPage), posted to its action.
import { batchAdminEndpoints } from "@skillbridge/core";
import type { ReactNode } from "react";
import tableStyles from "../../admin-ui/admin.module.css";
import {
  type ChildAnswer,
  type ChildAsked,
  ChildDialogs,
  ChildOnPage,
  ChildSection,
  EditDeleteButtons,
  useChildRows,
} from "../../admin-ui/child-rows";
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
  asked,
  posted,
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
  form: (item: T | null, save: (body: unknown) => Promise<FieldErrors | null>, posted?: ChildAnswer) => ReactNode;
  /** The form or question the page was asked for without scripts, and the action's refusal. */
  asked?: ChildAsked | null;
  posted?: ChildAnswer;
}) {
  const rows = useChildRows<T>({ endpoints: batchAdminEndpoints[collection], parentId: batchId, one });
  const deleteText = (row: T) => `${describe(row)} will be removed for the batch's learners. This cannot be undone.`;
  return (
    <ChildSection id={collection} heading={heading} count={items.length} rows={rows} noScript>
      <ChildOnPage
        list={collection}
        rows={rows}
        items={items}
        asked={asked}
        posted={posted}
        form={form}
        deleteText={deleteText}
      />
      {items.length === 0 ? (
        <p className="message message-empty">{empty}</p>
      ) : (
        <AdminTable caption={caption} columns={[...columns, "Actions"]}>
          {items.map((row) => (
            <tr key={row.id}>
              {cells(row)}
              <td className={tableStyles.actions}>
                <EditDeleteButtons rows={rows} item={row} name={describe(row)} list={collection} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ChildDialogs rows={rows} deleteText={deleteText} form={(item) => form(item, rows.save)} />
    </ChildSection>
  );
}
