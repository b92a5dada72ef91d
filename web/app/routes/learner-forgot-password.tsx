// /learner/forgot-password: a learner asks for a one-time link to set a new password.
import { ForgotPasswordForm } from "../features/session/forgot-password-form";
import styles from "../features/session/login-form.module.css";
import { forgotPasswordAction } from "../features/session/password-actions.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/learner-forgot-password";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return { canonical: `${origin}/learner/forgot-password` };
}

export async function action({ context, request }: Route.ActionArgs) {
  return forgotPasswordAction(context.get(requestContext).api, request);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Forgot password | ${SITE_NAME}`,
    description: `Get a link to set a new password for your ${SITE_NAME} learner login.`,
    canonical: loaderData?.canonical ?? "/learner/forgot-password",
    noindex: true,
  });

export default function Page({ actionData }: Route.ComponentProps) {
  return (
    <div className="page">
      <div className={`card ${styles.pageCard}`}>
        <h1 className={styles.pageTitle}>Forgot your password?</h1>
        <p className="field-hint">
          Enter the e-mail address you enrolled with. If it has a learner login, we e-mail it a link to set a new
          password (valid for 72 hours).
        </p>
        <ForgotPasswordForm posted={actionData} />
      </div>
    </div>
  );
}
