// /learner/set-password?token=…: the page the one-time link in a learner's mail opens (issue 6).
// The token stays in the URL only; the page is never cached nor indexed.

import styles from "../features/session/login-form.module.css";
import { LOGIN_PATH } from "../features/session/paths";
import { SetPasswordForm } from "../features/session/set-password-form";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/learner-set-password";

export function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return { canonical: `${origin}/learner/set-password`, token: /^[\w-]{16,200}$/.test(token) ? token : null };
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Set your password | ${SITE_NAME}`,
    description: `Choose the password of your ${SITE_NAME} learner login.`,
    canonical: loaderData?.canonical ?? "/learner/set-password",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <div className={`card ${styles.pageCard}`}>
        <h1 className={styles.pageTitle}>Set your password</h1>
        {loaderData.token ? (
          <>
            <p className="field-hint">
              Your login is your e-mail address. Choose the password you will sign in with; this link works once.
            </p>
            <SetPasswordForm token={loaderData.token} />
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
