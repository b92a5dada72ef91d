// The referrals page's form posts: the scheme saved, or an earned payout marked paid. Checked with
// core's schema for the answer in place, then the raw form values go to the API (which reads them
// with the same schema and audits the change). Works without JavaScript.
import { referralEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { referralSchemeInputSchema } from "@skillbridge/core/money";
import { data } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus, fieldErrors } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";

export type ReferralAnswer = { done?: string; errors?: Record<string, string>; values?: Record<string, string> };

const FIELDS = ["discountKind", "discountValue", "reward", "rewardMode", "waitDays"] as const;
const failed = "This could not be saved. Please try again.";

export async function referralAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  if (form.intent === "paid") {
    const result = await api.call(referralEndpoints.markPaid, { params: { id: Number(form.id) } });
    if (result.ok) return data<ReferralAnswer>({ done: "The payout is marked paid." });
    return data<ReferralAnswer>(
      { errors: { form: errorText(result.error, failed) } },
      { status: failedCallStatus(result.status) },
    );
  }
  const values: Record<string, string> = Object.fromEntries(FIELDS.map((name) => [name, form[name] ?? ""]));
  // An unticked box is sent by no browser: "off" is said here.
  values.enabled = form.enabled === "on" ? "on" : "off";
  const parsed = referralSchemeInputSchema.safeParse(values);
  if (!parsed.success) return data<ReferralAnswer>({ errors: fieldErrors(parsed.error), values }, { status: 422 });
  const result = await api.call(referralEndpoints.saveScheme, { body: values as never });
  if (result.ok) {
    return data<ReferralAnswer>({ done: `The referral scheme is saved: ${parsed.data.enabled ? "on" : "off"}.` });
  }
  const errors = apiFieldErrors(result.error);
  return data<ReferralAnswer>(
    { errors: Object.keys(errors).length ? errors : { form: errorText(result.error, failed) }, values },
    { status: failedCallStatus(result.status) },
  );
}
