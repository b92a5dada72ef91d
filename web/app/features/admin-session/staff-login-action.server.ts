// The /admin/login action: each step of the staff sign-in is a form post, with or
// without scripts. The password step asks the API; its answer is either the session (redirect to
// the inbox with the API's cookie) or the next step, whose short-lived ticket travels in a hidden
// field of the next form — never in an address. The code step completes the ticket.
import { authEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, replace } from "react-router";
import { errorText } from "../../admin-ui/form-errors";
import { ADMIN_HOME_PATH } from "../../admin-ui/paths";
import { failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { browserAgentHeaders } from "../../session/browser-agent.server";
import { STAFF_LOGIN_TEXTS, type StaffLoginAnswer, type StaffLoginStep } from "./staff-login";

function signedIn(cookies: string[] | undefined) {
  const headers = new Headers();
  for (const cookie of cookies ?? []) headers.append("set-cookie", cookie);
  return replace(ADMIN_HOME_PATH, { headers });
}

const answer = (step: StaffLoginStep, error: string | null, status: number, email = "") =>
  data<StaffLoginAnswer>({ step, error, email }, { status });

export async function staffLoginAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  if (form.intent === "code") return codeStep(api, form, browserAgentHeaders(request));

  const email = (form.email ?? "").trim().slice(0, 320);
  const password = form.password ?? "";
  if (!email || !password) return answer({ kind: "password" }, STAFF_LOGIN_TEXTS.missing, 422, email);
  const result = await api.call(authEndpoints.staffLogin, { body: { email, password } });
  if (!result.ok) {
    const status = failedCallStatus(result.status);
    return answer({ kind: "password" }, errorText(result.error, STAFF_LOGIN_TEXTS.failed), status, email);
  }
  const session = result.data;
  if ("access_token" in session) return signedIn(result.cookies);
  if (session.mfa === "enrol") {
    return answer(
      { kind: "enrol", token: session.enrolToken, secret: session.secret, uri: session.otpauthUrl },
      null,
      200,
    );
  }
  return answer({ kind: "code", token: session.challengeToken }, null, 200);
}

async function codeStep(api: ApiClient, form: Record<string, string>, headers: Record<string, string>) {
  const token = form.ticket ?? "";
  const step: StaffLoginStep =
    form.stepKind === "enrol"
      ? { kind: "enrol", token, secret: form.secret ?? "", uri: form.uri ?? "" }
      : { kind: "code", token };
  const code = (form.code ?? "").replace(/\D/g, "");
  if (!token) return answer({ kind: "password" }, STAFF_LOGIN_TEXTS.failed, 422);
  if (!/^\d{6}$/.test(code)) return answer(step, STAFF_LOGIN_TEXTS.badCode, 422);
  const result =
    step.kind === "enrol"
      ? await api.call(authEndpoints.staffTotpEnrol, { body: { enrolToken: token, code }, headers })
      : await api.call(authEndpoints.staffTotp, { body: { challengeToken: token, code }, headers });
  if (result.ok) return signedIn(result.cookies);
  const text = errorText(result.error, STAFF_LOGIN_TEXTS.codeFailed);
  const status = failedCallStatus(result.status);
  // An expired ticket: back to the password.
  return answer(result.status === 401 && /expired/i.test(text) ? { kind: "password" } : step, text, status);
}
