// /admin/payments' action: "Confirm" posts the payment's id; the API issues the tax
// invoice and enrols the learner in one audited transaction. Money moves only on the second post:
// the first answers with what will happen (the question the page shows), whose Yes posts again
// with `sure=yes`. Works without JavaScript.
import { paymentEndpoints, paymentPlanEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { formatPaise, planMessages, waivePartSchema } from "@skillbridge/core/money";
import { data } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { approvalAction } from "./approval-action.server";
import { WAIVE_INTENT } from "./receivables-panel";
import { refundAction } from "./refund-action.server";
import { secondUtrs, secondUtrText } from "./second-utr";

/** A money action asked once more: what will happen, and the fields its Yes posts. */
export type MoneyQuestion = {
  title: string;
  lines: string[];
  /** Something that needs a second look first (a second UTR on a paid proforma). */
  warning?: string;
  fields: Record<string, string>;
  yes: string;
};

export type PaymentsAnswer = {
  done?: string;
  error?: string;
  ask?: MoneyQuestion;
  /** A waiver refused: its message, beside that part's form. */
  waive?: { id: number; error: string };
  /** A refund form refused before asking: its messages, beside its fields. */
  refund?: { id: number; errors: Record<string, string>; values: Record<string, string> };
};

async function askToConfirm(api: ApiClient, id: number) {
  const list = await api.call(paymentEndpoints.adminList, { query: {} });
  const payment = list.ok ? list.data.find((item) => item.id === id) : undefined;
  if (payment?.status !== "pending") {
    return data<PaymentsAnswer>({ error: "This payment is not waiting for confirmation any more." }, { status: 409 });
  }
  const invoice = list.ok ? secondUtrs(list.data)[id] : undefined;
  return data<PaymentsAnswer>({
    ask: {
      title: `Confirm UTR ${payment.utr ?? "—"} from ${payment.payerName}?`,
      lines: [
        `${formatPaise(payment.amountPaise)} for ${payment.courseName}${payment.proformaNumber ? `, proforma ${payment.proformaNumber}` : ""}.`,
        "Confirming issues the tax invoice with the next number and enrols the learner, who gets a mail to set a password. A tax invoice cannot be withdrawn.",
      ],
      warning:
        invoice !== undefined && payment.proformaNumber ? secondUtrText(payment.proformaNumber, invoice) : undefined,
      fields: { intent: "payment-confirm", id: String(id), sure: "yes" },
      yes: "Yes, confirm and issue the tax invoice",
    },
  });
}

/** A plan's part waived with its reason (checked with core's schema, then by the API). */
async function waiveAction(api: ApiClient, id: number, reason: string) {
  const parsed = waivePartSchema.safeParse({ reason });
  if (!parsed.success) {
    return data<PaymentsAnswer>({ waive: { id, error: planMessages.waiveReason } }, { status: 422 });
  }
  const waived = await api.call(paymentPlanEndpoints.waive, { params: { id }, body: parsed.data });
  if (waived.ok)
    return data<PaymentsAnswer>({ done: "Part waived: it is no longer owed, and anything it paused resumes." });
  return data<PaymentsAnswer>(
    { waive: { id, error: errorText(waived.error, "The part could not be waived.") } },
    { status: failedCallStatus(waived.status) },
  );
}

export async function paymentsAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const id = Number(form.id);
  const known = [
    "payment-confirm",
    "payment-reject",
    "payment-refund",
    "approval-approve",
    "approval-reject",
    WAIVE_INTENT,
  ];
  if (!known.includes(form.intent ?? "") || !Number.isInteger(id) || id < 1) {
    return data<PaymentsAnswer>({ error: "This action is not known." }, { status: 400 });
  }
  if (form.intent === "payment-refund") return refundAction(api, id, form);
  if (form.intent === WAIVE_INTENT) return waiveAction(api, id, form.reason ?? "");
  if (form.intent === "payment-confirm" && form.sure !== "yes") return askToConfirm(api, id);
  if (form.intent === "approval-approve" || form.intent === "approval-reject") {
    return approvalAction(api, id, form.intent === "approval-approve");
  }
  if (form.intent === "payment-reject") {
    const rejected = await api.call(paymentEndpoints.reject, { params: { id } });
    if (rejected.ok)
      return data<PaymentsAnswer>({ done: "Payment rejected: the payer sees it and may enter the right UTR." });
    return data<PaymentsAnswer>(
      { error: errorText(rejected.error, "The payment could not be rejected.") },
      { status: failedCallStatus(rejected.status) },
    );
  }
  const result = await api.call(paymentEndpoints.confirm, { params: { id } });
  if (result.ok && result.data.status === "flagged") {
    return data<PaymentsAnswer>({
      error:
        result.data.flagReason === "no_seat"
          ? "No seat is left on this batch: the payment is flagged for refund and the payer is on the waitlist."
          : result.data.flagReason === "batch_started"
            ? "This batch had started when the money arrived: the payment is flagged for refund."
            : "This enrolment is already paid: the payment is flagged for refund.",
    });
  }
  if (result.ok && result.data.status === "confirmed") {
    return data<PaymentsAnswer>({
      done: `Payment confirmed: tax invoice ${result.data.invoiceNumber} issued and the learner enrolled.`,
    });
  }
  if (result.ok) return data<PaymentsAnswer>({ error: "The payment could not be confirmed." }, { status: 502 });
  return data<PaymentsAnswer>(
    { error: errorText(result.error, "The payment could not be confirmed.") },
    { status: failedCallStatus(result.status) },
  );
}
