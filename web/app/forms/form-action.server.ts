// What every route action does with a posted form: read it (bounded), add the
// submission's provenance, post it to the API in-process with an idempotency key, and turn the
// answer into field messages. The same path with and without JavaScript: a fetcher posts here
// too, so the texts the page shows come from one place.
import { createHash } from "node:crypto";
import type { EndpointData, EndpointInput, enquiryEndpoints, leadEndpoints } from "@skillbridge/core";
import type { ApiClient, ApiResult } from "@skillbridge/core/api-client";
import { withoutControlCharacters } from "@skillbridge/core/rules";
import type { FormSource } from "@skillbridge/core/schemas";
import { data } from "react-router";
import { apiFieldErrors, failedCallStatus, failureText } from "./errors";
import type { FormAnswer } from "./form-answer";
import { HONEYPOT_NAME, NOTICE_ID } from "./submission-names";

/** A form is a few short fields: anything larger is not one of ours. */
export const MAX_FORM_BYTES = 64 * 1024;

export type FormValues = Record<string, string>;

const tooLarge = () => data({ formError: "This form is too large to send." }, { status: 413 });

async function readBody(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}

/** A posted form: its text fields, and its chosen files by field name (empty file inputs left out). */
export type PostedForm = { values: FormValues; files: Record<string, File> };

/**
 * The posted fields as text (the first value of a repeated name), with NUL and other control
 * characters but line breaks and tabs removed: they have no place in a form. Files are kept apart,
 * and only when the caller allows a body large enough to hold them (`limit`).
 */
export async function readPostedForm(request: Request, limit = MAX_FORM_BYTES): Promise<PostedForm> {
  const body = await readBody(request, limit);
  const type = request.headers.get("content-type") ?? "";
  const form = type.startsWith("multipart/form-data")
    ? await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData()
    : new URLSearchParams(new TextDecoder().decode(body));
  const values: FormValues = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") {
      if (value.size > 0 && !(name in files)) files[name] = value;
      continue;
    }
    if (name in values) continue;
    values[name] = withoutControlCharacters(value);
  }
  return { values, files };
}

/** The posted fields as text (see readPostedForm); files are ignored. */
export async function readForm(request: Request): Promise<FormValues> {
  return (await readPostedForm(request)).values;
}

/** The page the visitor was on: the Referer when it is our own page (a popup's page), else this URL. */
function pageUrlOf(request: Request): string {
  const here = new URL(request.url);
  const referer = request.headers.get("referer");
  try {
    if (referer && new URL(referer).origin === here.origin) return referer.slice(0, 500);
  } catch {
    // not a URL: use this page
  }
  return here.href.slice(0, 500);
}

const instant = (value: string | undefined) => (value && !Number.isNaN(Date.parse(value)) ? value : undefined);

/** What a public form sends besides its fields (see submissionMetaShape in core). */
export function submissionMeta(form: FormValues, request: Request, formSource: FormSource) {
  const startedAt = instant(form.formStartedAt);
  const honeypot = form[HONEYPOT_NAME];
  return {
    formSource,
    pageUrl: pageUrlOf(request),
    noticeId: NOTICE_ID,
    ...(startedAt ? { noticeShownAt: startedAt, formStartedAt: startedAt } : {}),
    ...(honeypot ? { website: honeypot.slice(0, 200) } : {}),
  };
}

/**
 * One record per submission, whichever way it arrives twice (a double click, Back and post
 * again, a reload of the answer page): the key is derived from the form's own key (made in the
 * browser when scripts run, else empty), the time the form was shown and what was typed. A page
 * served from the cache carries the same hidden values for several visitors, but their typed
 * details differ, and so do their keys.
 */
export function submissionKey(form: FormValues, payload: Record<string, unknown>): string {
  const { formStartedAt, noticeShownAt, pageUrl, ...typed } = payload;
  const hash = createHash("sha256");
  hash.update(`${form.formKey ?? ""}\n${form.formStartedAt ?? ""}\n`);
  hash.update(JSON.stringify(typed, Object.keys(typed).sort()));
  return `form-${hash.digest("base64url")}`;
}

export type FormFailure = { ok: false; fieldErrors: Record<string, string>; formError: string };

/** The API calls that store a submission: a lead or an enquiry. */
export type SubmissionEndpoint = typeof leadEndpoints.create | typeof enquiryEndpoints.create;
type SubmissionPayload<E extends SubmissionEndpoint> = EndpointInput<E>["body"] & Record<string, unknown>;

/** Posts a submission in-process with its derived idempotency key. */
export function postSubmission<E extends SubmissionEndpoint>(
  api: ApiClient,
  endpoint: E,
  form: FormValues,
  payload: SubmissionPayload<E>,
): Promise<ApiResult<EndpointData<E>>> {
  const input = { body: payload, headers: { "idempotency-key": submissionKey(form, payload) } };
  // The payload's type is the endpoint's body (SubmissionPayload<E>, checked at the caller);
  // TypeScript cannot follow that conditional type inside a generic function.
  return api.send(endpoint, input as unknown as EndpointInput<E>);
}

/** A refused answer as the page shows it: each 422 item beside its field, the rest as one text. */
export function failure(result: ApiResult<unknown> & { ok: false }, formError: string): FormFailure {
  return { ok: false, fieldErrors: apiFieldErrors(result.error), formError };
}

/** What was typed, to refill a form rendered without scripts (never the hidden or secret fields). */
export function typedValues(form: FormValues): Record<string, string> {
  const { [HONEYPOT_NAME]: _honeypot, formKey, formStartedAt, intent, password, ...values } = form;
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) kept[name] = value.slice(0, 2000);
  return kept;
}

type SubmitOptions<E extends SubmissionEndpoint> = {
  api: ApiClient;
  form: FormValues;
  /** Which form of the page this answer belongs to. */
  intent: string;
  /** The API call that stores it: a lead or an enquiry. */
  endpoint: E;
  /** The payload with its provenance (submissionMeta) already in it. */
  payload: SubmissionPayload<E>;
  /** The form's own checks of that payload (the same function its page runs before posting). */
  errors: Record<string, string>;
  /** The success text, and the alert's prefix and fallback for a refusal. */
  sent: string;
  failedPrefix: string;
  fallback: string;
  /** A form whose refusal is always one text (the server's words go beside the fields). */
  failedText?: string;
  /** The stored record's details the success answer carries besides its text. */
  details?: (record: EndpointData<E>) => { waitlistPosition?: number };
  /** Where the sender goes on from here, read from the stored answer (FormAnswer's `next`). */
  nextOf?: (stored: EndpointData<E>) => string | undefined;
};

/**
 * A lead or enquiry form's post: checked with the form's rules, then stored through the API with
 * its derived idempotency key; the answer the page shows, with or without scripts.
 */
export async function submitForm<E extends SubmissionEndpoint>(options: SubmitOptions<E>) {
  const { api, form, intent, endpoint, payload, errors } = options;
  if (Object.keys(errors).length > 0) {
    return data<FormAnswer>(
      { intent, ok: false, fieldErrors: errors, formError: "", values: typedValues(form) },
      { status: 422 },
    );
  }
  const result = await postSubmission(api, endpoint, form, payload);
  if (result.ok) {
    const next = options.nextOf?.(result.data);
    return data<FormAnswer>({
      intent,
      ok: true,
      message: options.sent,
      ...options.details?.(result.data),
      ...(next ? { next } : {}),
    });
  }
  return data<FormAnswer>(
    {
      intent,
      ok: false,
      fieldErrors: apiFieldErrors(result.error),
      formError: options.failedText ?? `${options.failedPrefix}${failureText(result, options.fallback)}`,
      values: typedValues(form),
    },
    { status: failedCallStatus(result.status) },
  );
}
