// "Add batch": the batch form in a dialog; the new batch's page opens once it is stored. Without
// scripts the button asks for /admin/courses/{id}/batches?add, where NewBatchForm is on
// the page and posts to the route's action.
import { batchAdminEndpoints } from "@skillbridge/core";
import type { BatchInput } from "@skillbridge/core/admin/batches";
import { useState } from "react";
import { useNavigate } from "react-router";
import { apiFieldErrors } from "../../admin-ui/form-errors";
import { DialogButton } from "../../admin-ui/row-actions";
import { useApi } from "../../api";
import { flashTexts } from "../../flash";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import { BatchForm, type BatchFormAnswer } from "./batch-form";

export function NewBatch({ courseId }: { courseId: number }) {
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
        {open ? <NewBatchForm courseId={courseId} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

/** The new batch's form, in the dialog or on the page (`posted`: the action's refusal). */
export function NewBatchForm({
  courseId,
  onDone,
  posted,
}: {
  courseId: number;
  onDone?: () => void;
  posted?: BatchFormAnswer;
}) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  async function create(body: BatchInput) {
    const result = await api.call(batchAdminEndpoints.create, { params: { id: courseId }, body });
    if (!result.ok) return apiFieldErrors(result.error, "The batch could not be saved.");
    toast.show(flashTexts["batch-added"].text, "success");
    onDone?.();
    await navigate(`/admin/batches/${result.data.id}`);
    return null;
  }
  return <BatchForm batch={null} submitLabel="Add batch" onSubmit={create} posted={posted} />;
}
