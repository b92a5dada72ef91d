// /learner/Profile: the learner dashboard. Without a learner session the server redirects
// to /learner/login before any HTML; the profile and enrolments are read server-side.
import { redirect } from "react-router";
import { LearnerDashboard } from "../features/learner/dashboard";
import { loadDashboard } from "../features/learner/load-dashboard.server";
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
  return { canonical: `${origin}/learner/Profile`, dashboard: await loadDashboard(api, user, origin) };
}

// A learner's own details: never kept by shared caches.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `My Profile | ${SITE_NAME}`,
    description: `Your ${SITE_NAME} learner dashboard: profile, trainings, recordings, study materials and schedules.`,
    canonical: loaderData?.canonical ?? "/learner/Profile",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1>Learner Dashboard</h1>
      <LearnerDashboard data={loaderData.dashboard} />
    </div>
  );
}
