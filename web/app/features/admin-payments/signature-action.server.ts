// The signature picture's posts on the business settings page (multipart, no scripts needed):
// a chosen picture is checked here for what the browser can tell (chosen at all, not over
// 200 kB) and sent to the API as base64, which judges its content (PNG or JPEG only, readable);
// "Remove signature" asks the API to drop it. Admins only, enforced by the API.
import { paymentEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { SIGNATURE_MAX_BYTES, signatureMessages } from "@skillbridge/core/money";
import { data } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import type { SettingsAnswer } from "./settings-form";
import { SIGNATURE_FIELD } from "./signature-form";

const refuse = (message: string, status: number) =>
  data<SettingsAnswer>({ errors: { [SIGNATURE_FIELD]: message } }, { status });

export async function saveSignature(api: ApiClient, file: File | undefined) {
  if (!file) return refuse(signatureMessages.missing, 422);
  if (file.size > SIGNATURE_MAX_BYTES) return refuse(signatureMessages.tooLarge, 413);
  const imageBase64 = Buffer.from(await file.arrayBuffer()).toString("base64");
  const result = await api.call(paymentEndpoints.saveSignature, { body: { imageBase64 } });
  if (result.ok) return data<SettingsAnswer>({ done: signatureMessages.saved });
  return refuse(errorText(result.error, "The signature could not be saved."), failedCallStatus(result.status));
}

export async function removeSignature(api: ApiClient) {
  const result = await api.call(paymentEndpoints.removeSignature);
  if (result.ok) return data<SettingsAnswer>({ done: signatureMessages.removed });
  return refuse(errorText(result.error, "The signature could not be removed."), failedCallStatus(result.status));
}
