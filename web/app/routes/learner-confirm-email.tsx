// /learner/confirm-email?token=…: the page the link mailed to a new address opens. The
// change happens only when the learner presses the button (a post: mail scanners that open links
// change nothing); the token leaves in a hidden field. Used, expired or unknown links say so.
import { accountEndpoints, accountMessages } from "@skillbridge/core";
import { data } from "react-router";
import { errorText } from "../forms/errors";
import { readForm } from "../forms/form-action.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { CONFIRM_EMAIL_PATH, LOGIN_PATH, SETTINGS_TAB_PATH } from "../session/paths";
import type { Route } from "./+types/learner-confirm-email";

function tokenOf(raw: string | null | undefined): string | null {
  const token = raw?.trim() ?? "";
  return /^[\w-]{16,200}$/.test(token) ? token : null;
}

export function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return {
    canonical: `${origin}${CONFIRM_EMAIL_PATH}`,
    token: tokenOf(new URL(request.url).searchParams.get("token")),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  const token = tokenOf((await readForm(request)).token);
  if (!token) return data({ ok: false, message: accountMessages.emailLinkBad }, { status: 422 });
  const result = await api.call(accountEndpoints.confirmEmailChange, { body: { token } });
  if (result.ok) return { ok: true, message: result.data.detail };
  return data(
    { ok: false, message: errorText(result.error, accountMessages.emailLinkBad) },
    { status: result.status || 502 },
  );
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Confirm your e-mail address | ${SITE_NAME}`,
    description: `Confirm the new e-mail address of your ${SITE_NAME} learner login.`,
    canonical: loaderData?.canonical ?? CONFIRM_EMAIL_PATH,
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page">
      <div className="card">
        <h1>Confirm your e-mail address</h1>
        {actionData ? (
          actionData.ok ? (
            <>
              <p role="status" className="message">
                {actionData.message}
              </p>
              <p>
                <a href={SETTINGS_TAB_PATH}>Account Settings</a> · <a href={LOGIN_PATH}>Sign in</a>
              </p>
            </>
          ) : (
            <p role="alert" className="message message-error">
              {actionData.message}
            </p>
          )
        ) : loaderData.token ? (
          <form method="post" action={CONFIRM_EMAIL_PATH}>
            <input type="hidden" name="token" value={loaderData.token} />
            <p>Press the button to sign in with this address from now on.</p>
            <button type="submit" className="btn btn-primary">
              Confirm my new e-mail address
            </button>
          </form>
        ) : (
          <p role="alert" className="message message-error">
            {accountMessages.emailLinkBad}
          </p>
        )}
      </div>
    </div>
  );
}
