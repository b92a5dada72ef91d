// "Add batch": the batch form in a dialog, posted to the route's action, which stores it and opens
// the new batch's page. Without scripts the button asks for /admin/courses/{id}/batches?add,
// where NewBatchForm is on the page.
import { useState } from "react";
import { DialogButton } from "../../admin-ui/row-actions";
import { Dialog } from "../../ui/dialog";
import { BatchForm, type BatchFormAnswer } from "./batch-form";

export function NewBatch() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DialogButton
        text="Add batch"
        className="btn btn-primary"
        field={{ name: "add", value: "" }}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} title="Add batch" size="lg">
        {open ? <NewBatchForm onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

/** The new batch's form, in the dialog or on the page (`posted`: the action's refusal). */
export function NewBatchForm({ onDone, posted }: { onDone?: () => void; posted?: BatchFormAnswer }) {
  return <BatchForm batch={null} submitLabel="Add batch" onDone={() => onDone?.()} posted={posted} />;
}
