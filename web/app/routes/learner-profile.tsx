// /learner/Profile: the learner dashboard. Without a learner session the server redirects
// to /learner/login before any HTML; the profile and enrolments are read server-side.

import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { redirect } from "react-router";
import { LearnerDashboard } from "../features/learner/dashboard";
import { loadDashboard } from "../features/learner/load-dashboard.server";
import { copyOf, useCopy } from "../i18n/copy";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { LOGIN_PATH } from "../session/paths";
import { signedInLearner } from "../session/session.server";
import type { Route } from "./+types/learner-profile";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const user = await signedInLearner(api);
  if (!user) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  return {
    canonical: `${origin}${inRequestLanguage(request, "/learner/Profile")}`,
    dashboard: await loadDashboard(api, user, origin),
  };
}

// A learner's own details: never kept by shared caches.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const copy = copyOf(matches, "learnerArea", learnerAreaCopy).meta;
  return pageMeta({
    title: `${copy.profileTitle} | ${SITE_NAME}`,
    description: fillCopy(copy.profileDescription, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? "/learner/Profile",
    noindex: true,
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const copy = useCopy("learnerArea", learnerAreaCopy);
  return (
    <div className="page">
      <h1>{copy.dashboardHeading}</h1>
      <LearnerDashboard data={loaderData.dashboard} />
    </div>
  );
}
