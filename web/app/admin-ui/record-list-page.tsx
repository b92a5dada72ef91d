// A back-office list of website records (domains, bundles, testimonials, events): its bar with
// the Add button, the table, the add dialog, and what the page shows in place of a dialog when a
// button was pressed before or without scripts (?add, ?edit={id}: the form; ?deactivate={id}: the
// question; a refused post: its form or the row's message). Each list says what differs.
import { Fragment, type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { AdminBar } from "./admin-bar";
import { OnPageRecord } from "./on-page";
import { type AskedOnPage, askedRecord } from "./on-page-asked";
import { DialogButton } from "./row-actions";

type Listed = { id: number };

export type RecordListKind<R extends Listed, Posted> = {
  /** The page's heading ("Learning bundles"). */
  title: string;
  /** The Add button's text ("Add bundle"). */
  addText: string;
  /** The intent of the edit form's post, telling an edit's refusal from an add's. */
  editIntent: string;
  /** The intent of a row's status change, posted by the deactivation question's Yes. */
  statusIntent: string;
  /** The field the Add button carries when pressed without scripts (?add). */
  formField: (record: null) => { name: string; value: string };
  formTitle: (record: R | null) => string;
  /** The add or edit form, on the page; `onDone` returns to the list. */
  form: (record: R | null, posted: Posted | undefined, onDone: () => void) => ReactNode;
  /** The add dialog (scripts running). */
  dialog: (open: boolean, onClose: () => void) => ReactNode;
  /** The question before taking a record off the website. */
  retire: { title: (record: R) => string; yes: string; no: string; text: (record: R) => ReactNode };
};

export function RecordListPage<R extends Listed & { status: string }, Posted extends object>({
  kind,
  asked,
  actionData,
  find,
  retiring,
  backTo,
  children,
}: {
  kind: RecordListKind<R, Posted>;
  /** What the address asked the page to show (`readAskedOnPage`). */
  asked: AskedOnPage["form"];
  actionData: object | undefined;
  /** The record of an id on this page (or asked for by the address). */
  find: (id: number) => R | null | undefined;
  /** The active record whose deactivation the address asks about, if any. */
  retiring: R | null | undefined;
  /** The list's own address (with its tab or page), where a form returns to. */
  backTo: string;
  /** The table (or its error or empty state) and what goes with it. */
  children: ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const { formAnswer, rowError, editing, onPage } = askedRecord(actionData, asked, kind.editIntent, find);
  return (
    <div className="page">
      <AdminBar title={kind.title}>
        <DialogButton
          text={kind.addText}
          className="btn btn-primary"
          field={kind.formField(null)}
          onClick={() => setAdding(true)}
        />
      </AdminBar>
      <OnPageRecord
        form={
          onPage
            ? {
                title: kind.formTitle(editing),
                content: (
                  // A fresh form state for each record the form is about.
                  <Fragment key={editing?.id ?? "new"}>
                    {kind.form(editing, formAnswer as Posted | undefined, () => void navigate(backTo))}
                  </Fragment>
                ),
              }
            : null
        }
        rowError={rowError}
        question={
          retiring && retiring.status === "A"
            ? {
                title: kind.retire.title(retiring),
                fields: { intent: kind.statusIntent, id: retiring.id, status: "I" },
                yes: kind.retire.yes,
                no: kind.retire.no,
                content: kind.retire.text(retiring),
              }
            : null
        }
        backTo={backTo}
      />
      {children}
      {kind.dialog(adding, () => setAdding(false))}
    </div>
  );
}

/** The error a list shows when its records could not be read. */
export function ListLoadError({ what }: { what: string }) {
  return (
    <p role="alert" className="message message-error">
      {what} could not be loaded. Reload the page to try again.
    </p>
  );
}
