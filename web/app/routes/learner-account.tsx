// /learner/account: Account Settings on a page of its own. Every settings form posts
// here — from the dashboard's tab too — so without scripts the answer page shows the settings with
// the form's message; with them a fetcher posts and the dashboard stays where it is.

import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import { redirect } from "react-router";
import { accountAction } from "../features/learner/account-action.server";
import { AccountSettings, SectionHeading } from "../features/learner/account-settings";
import { loadAccount } from "../features/learner/load-dashboard.server";
import { copyOf, useCopy, useLocalePath } from "../i18n/copy";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { ACCOUNT_PATH, LOGIN_PATH, SETTINGS_TAB_PATH } from "../session/paths";
import { signedInLearner } from "../session/session.server";
import type { Route } from "./+types/learner-account";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  return { canonical: `${origin}${inRequestLanguage(request, ACCOUNT_PATH)}`, account: await loadAccount(api, origin) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  return accountAction(api, request);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: `${copyOf(matches, "learnerDashboard", learnerDashboardCopy).tabs.settings} | ${SITE_NAME}`,
    description: fillCopy(copyOf(matches, "learnerArea", learnerAreaCopy).meta.accountDescription, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? ACCOUNT_PATH,
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const tabs = useCopy("learnerDashboard", learnerDashboardCopy).tabs;
  const copy = useCopy("learnerArea", learnerAreaCopy).account;
  const localePath = useLocalePath();
  return (
    <div className="page">
      <h1>{tabs.settings}</h1>
      <p>
        <a href={localePath(SETTINGS_TAB_PATH)}>{copy.backToDashboard}</a>
      </p>
      <SectionHeading value="h2">
        <AccountSettings state={loaderData.account} posted={actionData} />
      </SectionHeading>
    </div>
  );
}
