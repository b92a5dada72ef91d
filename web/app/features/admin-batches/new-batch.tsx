// "Add batch": the batch form in a dialog; the new batch's page opens once it is stored.
import { batchAdminEndpoints } from "@skillbridge/core";
import type { BatchInput } from "@skillbridge/core/admin/batches";
import { useState } from "react";
import { useNavigate } from "react-router";
import { apiFieldErrors } from "../../admin-ui/form-errors";
import { useApi } from "../../api";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import { BatchForm } from "./batch-form";

export function NewBatch({ courseId }: { courseId: number }) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  async function create(body: BatchInput) {
    const result = await api.call(batchAdminEndpoints.create, { params: { id: courseId }, body });
    if (!result.ok) return apiFieldErrors(result.error, "The batch could not be saved.");
    toast.show("The batch was added", "success");
    setOpen(false);
    await navigate(`/admin/batches/${result.data.id}`);
    return null;
  }
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        Add batch
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Add batch" size="lg">
        {open ? <BatchForm batch={null} submitLabel="Add batch" onSubmit={create} /> : null}
      </Dialog>
    </>
  );
}
