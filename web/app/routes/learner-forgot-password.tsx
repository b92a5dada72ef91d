// /learner/forgot-password: a learner asks for a one-time link to set a new password.

import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { ForgotPasswordForm } from "../features/session/forgot-password-form";
import styles from "../features/session/login-form.module.css";
import { forgotPasswordAction } from "../features/session/password-actions.server";
import { copyOf, useCopy } from "../i18n/copy";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/learner-forgot-password";

export function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return { canonical: `${origin}${inRequestLanguage(request, "/learner/forgot-password")}` };
}

export async function action({ context, request }: Route.ActionArgs) {
  return forgotPasswordAction(context.get(requestContext).api, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: `${copyOf(matches, "learnerArea", learnerAreaCopy).forgot.title} | ${SITE_NAME}`,
    description: fillCopy(copyOf(matches, "learnerArea", learnerAreaCopy).forgot.description, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? "/learner/forgot-password",
    noindex: true,
  });

export default function Page({ actionData }: Route.ComponentProps) {
  const copy = useCopy("learnerArea", learnerAreaCopy).forgot;
  return (
    <div className="page">
      <div className={`card ${styles.pageCard}`}>
        <h1 className={styles.pageTitle}>{copy.heading}</h1>
        <p className="field-hint">{copy.intro}</p>
        <ForgotPasswordForm posted={actionData} />
      </div>
    </div>
  );
}
