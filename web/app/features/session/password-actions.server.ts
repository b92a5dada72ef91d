// The actions of /learner/set-password and /learner/forgot-password: real form posts,
// with or without scripts. The one-time token travels in a hidden field (never back into an
// address); a password set signs the learner in with the cookie the API set.

import { learnerEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { passwordMessages } from "@skillbridge/core/messages";
import { data, replace } from "react-router";
import { failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { inRequestLanguage } from "../../i18n/request-locale.server";
import { PROFILE_PATH } from "../../session/paths";
import { FORGOT_TEXTS, type ForgotAnswer } from "./forgot-password-form";
import { validateLogin } from "./login-rules";
import { newPasswordError } from "./password-rules";
import { SET_PASSWORD_TEXTS, type SetPasswordProblems } from "./set-password-form";

/** `tokenOf`: the page's own check of a token's shape (a refusal carries the token back to the form). */
export async function setPasswordAction(api: ApiClient, request: Request, tokenOf: (raw: string) => string | null) {
  const form = await readForm(request);
  const token = tokenOf(form.token ?? "") ?? "";
  const password = form.password ?? "";
  const found = newPasswordError(password, form.confirm ?? "");
  if (found.password || found.confirm) return data<SetPasswordProblems>({ ...found, token }, { status: 422 });
  const result = await api.call(learnerEndpoints.setPassword, { body: { token, password } });
  if (result.ok) {
    const headers = new Headers();
    for (const cookie of result.cookies ?? []) headers.append("set-cookie", cookie);
    return replace(inRequestLanguage(request, PROFILE_PATH), { headers });
  }
  const detail = Array.isArray(result.error.detail) ? result.error.detail : [];
  const onPassword = detail.find((item) => item.loc.at(-1) === "password")?.msg;
  const onLink = detail.find((item) => item.loc.at(-1) === "token")?.msg;
  const problems: SetPasswordProblems = onPassword
    ? { password: onPassword, token }
    : onLink
      ? { link: onLink, token }
      : { other: SET_PASSWORD_TEXTS.notSaved, token };
  return data(problems, { status: failedCallStatus(result.status) });
}

export async function forgotPasswordAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const email = (form.email ?? "").trim().slice(0, 320);
  const problem = validateLogin(email, "x").email;
  if (problem) return data<ForgotAnswer>({ error: problem, email }, { status: 422 });
  const result = await api.call(learnerEndpoints.passwordReset, { body: { email } });
  if (result.ok) return data<ForgotAnswer>({ sent: result.data.detail || passwordMessages.resetSent, email: "" });
  const error = result.status === 429 ? FORGOT_TEXTS.tooMany : FORGOT_TEXTS.failed;
  return data<ForgotAnswer>({ error, email }, { status: failedCallStatus(result.status) });
}
