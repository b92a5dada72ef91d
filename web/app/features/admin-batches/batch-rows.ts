// A batch's child lists (schedule rows, recordings): where their calls go and what deleting says.
import { useChildRows } from "../admin/child-rows";

export function useBatchRows<T extends { id: number }>(
  batchId: number,
  collection: "schedules" | "recordings",
  one: string,
) {
  return useChildRows<T>({
    addPath: `/admin/batches/${batchId}/${collection}`,
    itemPath: (id) => `/admin/${collection}/${id}`,
    one,
  });
}

export const removedForLearners = (what: string) =>
  `${what} will be removed for the batch's learners. This cannot be undone.`;
