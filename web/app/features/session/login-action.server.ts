// The /learner/login action (issue 12): the same checks as the form, then the API's sign-in;
// success redirects to the dashboard with the session cookie the API set, replacing the history
// entry of the login page (spec §2); signed in from the header's popup (via=popup), the page the
// visitor was on stays in the history, so Back keeps them on the site (issue 17, item 4); a
// refusal comes back with the spec §8 text.
import { authEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect, replace } from "react-router";
import { readForm } from "../../forms/form-action.server";
import { PROFILE_PATH } from "../../session/paths";
import type { LoginRefusal } from "./login-form";
import { loginFailureText, validateLogin } from "./login-rules";

export async function signIn(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const email = (form.email ?? "").trim().slice(0, 320);
  const password = form.password ?? "";
  const fieldErrors = validateLogin(email, password);
  if (fieldErrors.email || fieldErrors.password) {
    return data<LoginRefusal>({ fieldErrors, formError: "", email }, { status: 422 });
  }
  const result = await api.call(authEndpoints.learnerLogin, { body: { email, password } });
  if (!result.ok) {
    const status = result.status >= 400 ? result.status : 502;
    return data<LoginRefusal>({ fieldErrors: {}, formError: loginFailureText(result.error), email }, { status });
  }
  const headers = new Headers();
  for (const cookie of result.cookies ?? []) headers.append("set-cookie", cookie);
  return form.via === "popup" ? redirect(PROFILE_PATH, { headers }) : replace(PROFILE_PATH, { headers });
}
