// The discount codes' form posts: create a code, edit one, switch one on or off. Checked with
// core's schema for the answer in place, then the raw form values go to the API (which reads
// them with the same schema and audits the change). Works without JavaScript.
import { couponEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { couponInputSchema } from "@skillbridge/core/money";
import { data } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus, fieldErrors } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";

export type CouponAnswer = { done?: string; errors?: Record<string, string>; values?: Record<string, string> };

const FIELDS = [
  "code",
  "kind",
  "value",
  "scope",
  "scopeIds",
  "validFrom",
  "validTo",
  "maxUses",
  "maxUsesPerEmail",
  "minFee",
] as const;

const failed = "This could not be saved. Please try again.";

export async function couponAction(api: ApiClient, request: Request, params: { id?: string }) {
  const form = await readForm(request);
  const id = Number(form.id ?? params.id);
  if (form.intent === "active") {
    const active = form.active === "true";
    const result = await api.call(couponEndpoints.setActive, { params: { id }, body: { active } });
    if (result.ok) return data<CouponAnswer>({ done: `${result.data.code} is ${active ? "on" : "off"}.` });
    return data<CouponAnswer>(
      { errors: { form: errorText(result.error, failed) } },
      { status: failedCallStatus(result.status) },
    );
  }
  const values: Record<string, string> = Object.fromEntries(FIELDS.map((name) => [name, form[name] ?? ""]));
  // An unticked box is sent by no browser: "off" is said here.
  values.active = form.active === "on" ? "on" : "off";
  const parsed = couponInputSchema.safeParse(values);
  if (!parsed.success) return data<CouponAnswer>({ errors: fieldErrors(parsed.error), values }, { status: 422 });
  const result =
    form.intent === "update"
      ? await api.call(couponEndpoints.update, { params: { id }, body: values as never })
      : await api.call(couponEndpoints.create, { body: values as never });
  if (result.ok) {
    return data<CouponAnswer>({
      done: `${result.data.code} is ${form.intent === "update" ? "saved" : "created"}.`,
      ...(form.intent === "update" ? { values } : {}),
    });
  }
  const errors = apiFieldErrors(result.error);
  return data<CouponAnswer>(
    { errors: Object.keys(errors).length ? errors : { form: errorText(result.error, failed) }, values },
    { status: failedCallStatus(result.status) },
  );
}
