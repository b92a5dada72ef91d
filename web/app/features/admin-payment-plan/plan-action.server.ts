// The batch page's plan forms, posted without scripts: the rows read into parts (a row left empty
// is left out), checked with core's paymentPlanInputSchema, then saved through the API (which
// checks again, allows admins and finance only and audits it); or the plan removed.
import { paymentPlanEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { MAX_PLAN_PARTS, paymentPlanInputSchema } from "@skillbridge/core/money";
import { data } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { PLAN_INTENTS, type PlanAnswer } from "./plan-panel";

export async function planAction(api: ApiClient, form: FormValues, batchId: number) {
  if (form.intent === PLAN_INTENTS.remove) {
    const removed = await api.call(paymentPlanEndpoints.removeBatchPlan, { params: { id: batchId } });
    if (removed.ok) return data<PlanAnswer>({ intent: form.intent, done: "Payment plan removed." });
    return data<PlanAnswer>(
      { intent: form.intent, error: errorText(removed.error, "The plan could not be removed.") },
      { status: failedCallStatus(removed.status) },
    );
  }
  const intent = PLAN_INTENTS.save;
  const rows = Array.from({ length: MAX_PLAN_PARTS }, (_, i) => ({
    percent: (form[`percent${i + 1}`] ?? "").trim(),
    days: (form[`days${i + 1}`] ?? "").trim(),
  }));
  const parts = rows
    .filter((row) => row.percent !== "")
    .map((row) => ({ percent: Number(row.percent), dueAfterDays: row.days === "" ? Number.NaN : Number(row.days) }));
  const parsed = paymentPlanInputSchema.safeParse({ parts });
  if (!parsed.success) {
    const error = parsed.error.issues.map((issue) => issue.message).join(". ");
    return data<PlanAnswer>({ intent, error: `Not saved: ${error}`, rows }, { status: 422 });
  }
  const saved = await api.call(paymentPlanEndpoints.saveBatchPlan, { params: { id: batchId }, body: parsed.data });
  if (saved.ok) return data<PlanAnswer>({ intent, done: "Payment plan saved: payers of this batch may choose it." });
  return data<PlanAnswer>(
    { intent, error: errorText(saved.error, "The plan could not be saved."), rows },
    { status: failedCallStatus(saved.status) },
  );
}
