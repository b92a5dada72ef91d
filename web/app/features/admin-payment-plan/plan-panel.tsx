// A batch's payment plan in the back office: up to 6 parts, each a percentage of the fee and the
// days after the payer chooses the plan when it is due (the first: 0, now). A plain form posted
// to the batch page's action; "Remove the plan" takes it off (plans already chosen keep theirs).
import { MAX_PLAN_PARTS, type PlanPart } from "@skillbridge/core/money";
import adminStyles from "../../admin-ui/admin.module.css";

export const PLAN_INTENTS = { save: "plan-save", remove: "plan-remove" } as const;
export type PlanAnswer = {
  intent: string;
  done?: string;
  error?: string;
  /** The rows as posted, to show them again with the error. */
  rows?: { percent: string; days: string }[];
};
export const isPlanIntent = (intent: string | undefined) => intent?.startsWith("plan-") ?? false;

export function PlanPanel({ parts, posted }: { parts: PlanPart[] | null; posted?: PlanAnswer | undefined }) {
  const rows =
    posted?.rows ??
    Array.from({ length: MAX_PLAN_PARTS }, (_, i) => ({
      percent: parts?.[i] ? String(parts[i].percent) : "",
      days: parts?.[i] ? String(parts[i].dueAfterDays) : i === 0 ? "0" : "",
    }));
  return (
    <section className={`card ${adminStyles.section}`} aria-labelledby="plan-heading">
      <h2 id="plan-heading">Payment plan</h2>
      {posted?.done ? (
        <p className="message message-success" role="status">
          {posted.done}
        </p>
      ) : null}
      {posted?.error ? (
        <p className="message message-error" role="alert" id="plan-error">
          {posted.error}
        </p>
      ) : null}
      <p>
        {parts
          ? `Payers may pay this batch's fee in ${parts.length} parts: ${parts
              .map((part, i) => `${part.percent}% ${i === 0 ? "now" : `after ${part.dueAfterDays} days`}`)
              .join(", ")}. Part 1 confirms the seat.`
          : "No payment plan: the fee is paid at once."}
      </p>
      <form method="post" aria-label="Payment plan" aria-describedby={posted?.error ? "plan-error" : undefined}>
        <input type="hidden" name="intent" value={PLAN_INTENTS.save} />
        <table>
          <caption className="visually-hidden">The plan's parts (leave a row empty to leave it out)</caption>
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Share of the fee (%)</th>
              <th scope="col">Due after (days)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the plan's fixed positions
              <tr key={i}>
                <th scope="row">Part {i + 1}</th>
                <td>
                  <input
                    type="number"
                    name={`percent${i + 1}`}
                    min={1}
                    max={99}
                    inputMode="numeric"
                    defaultValue={row.percent}
                    aria-label={`Part ${i + 1}: share of the fee (%)`}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    name={`days${i + 1}`}
                    min={0}
                    max={365}
                    inputMode="numeric"
                    defaultValue={row.days}
                    aria-label={`Part ${i + 1}: due after (days)`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="field-hint">
          2 to {MAX_PLAN_PARTS} parts adding up to 100%; the first is due at once (0 days), each later one later.
        </p>
        <button type="submit" className="btn btn-primary">
          Save the plan
        </button>
      </form>
      {parts ? (
        <form method="post">
          <input type="hidden" name="intent" value={PLAN_INTENTS.remove} />
          <button type="submit" className="btn">
            Remove the plan
          </button>
        </form>
      ) : null}
    </section>
  );
}
