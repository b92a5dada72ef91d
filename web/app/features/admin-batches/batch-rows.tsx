// A batch's child lists (schedule rows, recordings): a card with a table of the rows, each with
// Edit / Delete, the add/edit dialog and the delete confirmation, each posted to the batch page's
// action (batch-rows-action.server.ts). Without scripts the buttons ask the page for the form or
// the question (ChildOnPage) first.
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
import { AdminTable } from "../../admin-ui/table-controls";

export function BatchRows<T extends { id: number }>({
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
  form: (item: T | null, saved: () => void, posted?: ChildAnswer) => ReactNode;
  /** The form or question the page was asked for without scripts, and the action's refusal. */
  asked?: ChildAsked | null;
  posted?: ChildAnswer;
}) {
  const rows = useChildRows<T>({ list: collection, one });
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
      <ChildDialogs rows={rows} deleteText={deleteText} form={(item) => form(item, rows.saved)} />
    </ChildSection>
  );
}
