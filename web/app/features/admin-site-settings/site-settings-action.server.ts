// The site settings form's action: the form's fields made into the record and
// checked with core's siteSettingsSchema, then saved through the API (admins only; audited there,
// and the public pages refreshed). Works without JavaScript; bad input changes nothing.
import { siteSettingsEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import {
  SITE_SETTINGS_FIELDS,
  siteSettingsField,
  siteSettingsFromForm,
  siteSettingsMessages,
} from "@skillbridge/core/site-settings";
import { siteSettingsSchema } from "@skillbridge/core/site-settings-schema";
import { data } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";

export type SiteSettingsAnswer = {
  done?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

/** One message per field, the first problem of each. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[siteSettingsField(issue.path)] ??= issue.message;
  return errors;
}

export async function siteSettingsAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const values = Object.fromEntries(SITE_SETTINGS_FIELDS.map((field) => [field, form[field] ?? ""]));
  const parsed = siteSettingsSchema.safeParse(siteSettingsFromForm(values));
  if (!parsed.success) {
    return data<SiteSettingsAnswer>({ errors: errorsOf(parsed.error.issues), values }, { status: 422 });
  }
  const result = await api.call(siteSettingsEndpoints.save, { body: parsed.data });
  if (result.ok) return data<SiteSettingsAnswer>({ done: siteSettingsMessages.saved });
  const detail = result.error.detail;
  const errors =
    typeof detail === "string"
      ? { form: errorText(result.error, "The settings could not be saved.") }
      : errorsOf(detail.map((issue) => ({ path: issue.loc.slice(1) as PropertyKey[], message: issue.msg })));
  return data<SiteSettingsAnswer>({ errors, values }, { status: failedCallStatus(result.status) });
}
