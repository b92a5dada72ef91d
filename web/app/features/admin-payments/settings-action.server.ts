// The business settings form's action: checked with core's businessSettingsSchema, then
// saved through the API (admins only; audited there). Works without JavaScript.
import { paymentEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { businessSettingsSchema, rupeesToPaise } from "@skillbridge/core/money";
import { data } from "react-router";
import { apiFieldErrors, errorText, fieldErrors } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { SETTINGS_FIELDS } from "./settings-form";

export type SettingsAnswer = { done?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function settingsAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
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
    { status: result.status >= 400 ? result.status : 502 },
  );
}
