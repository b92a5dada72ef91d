// /verify's forms posted. A code: one that passes its check character goes on to its
// own page; otherwise the form again, saying whether it is no code at all or has a typing mistake
// (checked here, before any lookup, so a typo never reaches the database). A credential file
// (multipart): sent to the API, which says whether its signature and its status hold.
import {
  type CredentialCheck,
  certificateEndpoints,
  certificateMessages,
  parseVerificationCode,
} from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { localeOfPath, localizedPath } from "@skillbridge/core/i18n/locales";
import { verifyCopy } from "@skillbridge/core/page-copy/verify";
import { data, redirect } from "react-router";
import { errorText } from "../../forms/errors";
import { MAX_FORM_BYTES, readForm } from "../../forms/form-action.server";

export type VerifyAnswer =
  | { form: "code"; code: string; error: string }
  | { form: "credential"; error: string }
  | { form: "credential"; check: CredentialCheck };

const refused = (answer: VerifyAnswer, status: number) => data(answer, { status });

async function checkCredential(api: ApiClient, request: Request) {
  const notCredential = { form: "credential", error: certificateMessages.credentialNotJson } as const;
  if (Number(request.headers.get("content-length") ?? "0") > MAX_FORM_BYTES) return refused(notCredential, 413);
  const file = (await request.formData()).get("credential");
  if (!(file instanceof File) || file.size === 0 || file.size > MAX_FORM_BYTES) return refused(notCredential, 400);
  let credential: unknown;
  try {
    credential = JSON.parse(await file.text());
  } catch {
    return refused(notCredential, 400);
  }
  if (typeof credential !== "object" || credential === null || Array.isArray(credential)) {
    return refused(notCredential, 400);
  }
  const result = await api.call(certificateEndpoints.verifyCredential, { body: credential as Record<string, unknown> });
  if (!result.ok) {
    const error = errorText(result.error, verifyCopy.messages.credentialUnavailable);
    return refused({ form: "credential", error }, result.status || 503);
  }
  return { form: "credential", check: result.data } satisfies VerifyAnswer;
}

export async function verifyAction(api: ApiClient, request: Request) {
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    return checkCredential(api, request);
  }
  const typed = ((await readForm(request)).code ?? "").slice(0, 64);
  const parsed = parseVerificationCode(typed);
  // The result opens in the language of the page the code was typed on.
  const locale = localeOfPath(new URL(request.url).pathname);
  if (parsed.ok) return redirect(localizedPath(`/verify/${encodeURIComponent(parsed.code)}`, locale));
  const error = parsed.reason === "check" ? certificateMessages.codeMistyped : certificateMessages.codeMalformed;
  return refused({ form: "code", code: typed, error }, 400);
}
