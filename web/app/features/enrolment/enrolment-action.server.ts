// The enrolment form's action: the popup's fetcher and the enrolment page without
// scripts post here. The course is the page's (never the browser's word for it); the batch is the
// posted one, which the API checks belongs to that course. Stored once through POST /leads/.
import { leadEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { carriedCode } from "@skillbridge/core/money/coupon-code";
import { enrolmentCopy } from "@skillbridge/core/page-copy/enrolment";
import { data } from "react-router";
import { readForm, submissionMeta, submitForm, typedValues } from "../../forms/form-action.server";
import type { FormAnswer } from "../../forms/form-answer";
import {
  COUPON_CODE_FIELD,
  didYouMean,
  EMAIL_CHECKED_FIELD,
  ENROLMENT_INTENT,
  emailQuestion,
  enrolmentErrors,
  enrolmentValuesOf,
} from "./enrolment-dialog";
import { leadPayload } from "./lead-payload";

const ENROLMENT_FAILED = enrolmentCopy.messages.enrolmentFailed;

export const ENROLMENT_SENT = "Enrolment received";

export async function enrolmentAction(api: ApiClient, request: Request, courseId: number) {
  const form = await readForm(request);
  const values = enrolmentValuesOf(form);
  const batchId = /^\d{1,9}$/.test(form.trainingId ?? "") ? Number(form.trainingId) : null;
  const payload = leadPayload(values, courseId, batchId, carriedCode(form[COUPON_CODE_FIELD]));
  const errors = enrolmentErrors(payload, values);
  // A mistyped common domain is asked about once before anything is stored (the form does the
  // same with scripts); the answer keeps what was typed, and the address kept as typed goes through.
  const typed = values.leadEmail.trim();
  const question = Object.keys(errors).length ? null : emailQuestion(typed, form[EMAIL_CHECKED_FIELD]);
  if (question) {
    return data<FormAnswer>(
      {
        intent: ENROLMENT_INTENT,
        ok: false,
        fieldErrors: { leadEmail: didYouMean(question, typed) },
        formError: "",
        values: { ...typedValues(form), [EMAIL_CHECKED_FIELD]: typed },
      },
      { status: 422 },
    );
  }
  return submitForm({
    api,
    form,
    intent: ENROLMENT_INTENT,
    endpoint: leadEndpoints.create,
    payload: { ...payload, ...submissionMeta(form, request, "enrolment-form") },
    errors,
    sent: ENROLMENT_SENT,
    failedPrefix: "",
    fallback: ENROLMENT_FAILED,
    failedText: ENROLMENT_FAILED,
    // A full batch's enrolment joins its waitlist: the answer says at which place.
    details: (lead) => (lead.waitlistPosition ? { waitlistPosition: lead.waitlistPosition } : {}),
    // Only our own payment page (in the page's language: /pay or /hi/pay): the popup links there and nowhere else.
    nextOf: (stored) =>
      stored.paymentPath && /^(\/[a-z]{2})?\/pay\?token=[\w-]+(&code=[\w-]+)?$/.test(stored.paymentPath)
        ? stored.paymentPath
        : undefined,
  });
}
