// The /learner/login action: the same checks as the form, then the API's sign-in;
// success redirects to the dashboard with the session cookie the API set, replacing the history
// entry the form was sent from — the /learner/login page, or the page whose header popup signed in —
// so Back goes to the page before it; a refusal comes back with the login failure text. Without scripts
// the browser keeps the login page's entry: login-back.server.ts sends that Back on to the page
// before it.
import { authEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, replace } from "react-router";
import { failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { inRequestLanguage } from "../../i18n/request-locale.server";
import { browserAgentHeaders } from "../../session/browser-agent.server";
import { PROFILE_PATH } from "../../session/paths";
import { isBackPath, isDocumentPost, rememberBack } from "./login-back.server";
import type { LoginRefusal } from "./login-form";
import { loginFailureText, validateLogin } from "./login-rules";

export async function signIn(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const email = (form.email ?? "").trim().slice(0, 320);
  const password = form.password ?? "";
  const fieldErrors = validateLogin(email, password);
  // Kept through a refusal, so the next attempt still knows the page before the login page.
  const back = isBackPath(form.back) ? form.back : undefined;
  if (fieldErrors.email || fieldErrors.password) {
    return data<LoginRefusal>({ fieldErrors, formError: "", email, back }, { status: 422 });
  }
  const result = await api.call(authEndpoints.learnerLogin, {
    body: { email, password },
    headers: browserAgentHeaders(request),
  });
  if (!result.ok) {
    const status = failedCallStatus(result.status);
    return data<LoginRefusal>({ fieldErrors: {}, formError: loginFailureText(result.error), email, back }, { status });
  }
  const headers = new Headers();
  for (const cookie of result.cookies ?? []) headers.append("set-cookie", cookie);
  if (back && isDocumentPost(request)) rememberBack(request, headers, back);
  return replace(inRequestLanguage(request, PROFILE_PATH), { headers });
}
