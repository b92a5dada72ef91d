// The business settings page's action: the settings form, checked with core's
// businessSettingsSchema, then saved through the API (admins only; audited there); or the
// signature picture's upload or removal (signature-action.server.ts). Works without JavaScript.
import { paymentEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { businessSettingsSchema, rupeesToPaise, SIGNATURE_MAX_BYTES, signatureMessages } from "@skillbridge/core/money";
import { data } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus, fieldErrors } from "../../forms/errors";
import { MAX_FORM_BYTES, type PostedForm, readPostedForm } from "../../forms/form-action.server";
import { SETTINGS_FIELDS, type SettingsAnswer } from "./settings-form";
import { removeSignature, saveSignature } from "./signature-action.server";
import { SIGNATURE_FIELD } from "./signature-form";

export type { SettingsAnswer } from "./settings-form";

// Room for a signature picture a little over its limit, so it gets its own "too large" message.
const MAX_SETTINGS_FORM_BYTES = 2 * SIGNATURE_MAX_BYTES + MAX_FORM_BYTES;

export async function settingsAction(api: ApiClient, request: Request) {
  let posted: PostedForm;
  try {
    posted = await readPostedForm(request, MAX_SETTINGS_FORM_BYTES);
  } catch {
    return data<SettingsAnswer>({ errors: { [SIGNATURE_FIELD]: signatureMessages.tooLarge } }, { status: 413 });
  }
  const form = posted.values;
  if (form.intent === "signature") return saveSignature(api, posted.files[SIGNATURE_FIELD]);
  if (form.intent === "remove-signature") return removeSignature(api);
  const values: Record<string, string> = Object.fromEntries(
    [...SETTINGS_FIELDS, "approvalThreshold"].map((field) => [field, form[field] ?? ""]),
  );
  // Typed in rupees, kept in paise; empty: no second approval needed.
  const threshold = values.approvalThreshold?.trim() ? rupeesToPaise(values.approvalThreshold) : null;
  const parsed = businessSettingsSchema.safeParse({
    ...Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, values[field]])),
    approvalThresholdPaise: threshold === null && values.approvalThreshold?.trim() ? Number.NaN : threshold,
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.approvalThresholdPaise) errors.approvalThreshold = errors.approvalThresholdPaise;
    return data<SettingsAnswer>({ errors, values }, { status: 422 });
  }
  const result = await api.call(paymentEndpoints.saveSettings, { body: parsed.data });
  if (result.ok) return data<SettingsAnswer>({ done: "Business settings saved" });
  const errors = apiFieldErrors(result.error);
  return data<SettingsAnswer>(
    {
      errors: Object.keys(errors).length
        ? errors
        : { form: errorText(result.error, "The settings could not be saved.") },
      values,
    },
    { status: failedCallStatus(result.status) },
  );
}
