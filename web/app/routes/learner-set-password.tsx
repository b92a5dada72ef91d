// /learner/set-password?token=…: the page the one-time link in a learner's mail opens.
// The token comes in the link's URL and leaves in the form's hidden field (the form posts
// to this page's action without it in the address); the page is never cached nor indexed.

import styles from "../features/session/login-form.module.css";
import { setPasswordAction } from "../features/session/password-actions.server";
import { SetPasswordForm } from "../features/session/set-password-form";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { LOGIN_PATH } from "../session/paths";
import type { Route } from "./+types/learner-set-password";

function tokenOf(raw: string | null | undefined): string | null {
  const token = raw?.trim() ?? "";
  return /^[\w-]{16,200}$/.test(token) ? token : null;
}

export function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return {
    canonical: `${origin}/learner/set-password`,
    token: tokenOf(new URL(request.url).searchParams.get("token")),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return setPasswordAction(context.get(requestContext).api, request, tokenOf);
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  // same-origin: the token never reaches another site, yet the form's post keeps its Origin
  // (no-referrer made Chromium post "Origin: null", refused as cross-site without scripts).
  "Referrer-Policy": "same-origin",
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Set your password | ${SITE_NAME}`,
    description: `Choose the password of your ${SITE_NAME} learner login.`,
    canonical: loaderData?.canonical ?? "/learner/set-password",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  // After a refused post (no token in this address), the token that was posted.
  const token = loaderData.token ?? actionData?.token ?? null;
  return (
    <div className="page">
      <div className={`card ${styles.pageCard}`}>
        <h1 className={styles.pageTitle}>Set your password</h1>
        {token ? (
          <>
            <p className="field-hint">
              Your login is your e-mail address. Choose the password you will sign in with; this link works once.
            </p>
            <SetPasswordForm token={token} posted={actionData} />
          </>
        ) : (
          <p className="message message-error">
            This link is incomplete. Open the link from your e-mail again, or{" "}
            <a href="/learner/forgot-password">ask for a new one</a>. Already have a password?{" "}
            <a href={LOGIN_PATH}>Sign in</a>.
          </p>
        )}
      </div>
    </div>
  );
}
