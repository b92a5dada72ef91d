// /learner/trainings/{id}/{kind}: an enrolment's recordings, study materials, schedule
// or feedback form on a page of its own — what the dashboard's popups show, for a learner whose
// browser has not run the page's scripts (the popup buttons are links here until then). Only the
// signed-in learner's own trainings: anyone else's is not found; signed out, the login page.

import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import { redirect } from "react-router";
import { POPUP_LABELS, type PopupKind } from "../features/learner/enrolment-card";
import styles from "../features/learner/learner.module.css";
import { feedbackAction, learnerTraining, trainingList } from "../features/learner/learner-training.server";
import { PopupBody } from "../features/learner/popup-body";
import { copyOf, useCopy, useLocalePath } from "../i18n/copy";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { LOGIN_PATH, PROFILE_PATH } from "../session/paths";
import type { Route } from "./+types/learner-training";

const notFound = () => new Response("Not Found", { status: 404 });

function parse(params: Route.LoaderArgs["params"]): { id: number; kind: PopupKind } {
  if (!/^\d{1,9}$/.test(params.trainingId) || !(params.kind in POPUP_LABELS)) throw notFound();
  return { id: Number(params.trainingId), kind: params.kind as PopupKind };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const { id, kind } = parse(params);
  const { user, training } = await learnerTraining(api, id);
  if (!user) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  if (!training) throw notFound();
  return {
    canonical: `${origin}${PROFILE_PATH}`,
    kind,
    enrolment: training.enrolment,
    learner: training.learner,
    list: await trainingList(api, training.enrolment, kind),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  const { id, kind } = parse(params);
  if (kind !== "feedback") throw new Response("Method Not Allowed", { status: 405 });
  const { user, training } = await learnerTraining(api, id);
  if (!user) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  if (!training) throw notFound();
  return feedbackAction(api, request, training);
}

// A learner's own trainings: never kept by shared caches.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const labels = copyOf(matches, "learnerDashboard", learnerDashboardCopy).popups;
  const copy = copyOf(matches, "learnerArea", learnerAreaCopy).meta;
  return pageMeta({
    title: `${loaderData ? `${labels[loaderData.kind]}: ${loaderData.enrolment.trainingCard.ictName}` : copy.trainingTitle} | ${SITE_NAME}`,
    description: fillCopy(copy.trainingDescription, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? PROFILE_PATH,
    noindex: true,
  });
};

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, enrolment, learner, list } = loaderData;
  const area = useCopy("learnerArea", learnerAreaCopy);
  const labels = useCopy("learnerDashboard", learnerDashboardCopy).popups;
  const localePath = useLocalePath();
  return (
    <div className="page">
      <p>
        <a href={localePath(`${PROFILE_PATH}?tab=courses`)}>{area.backToCourses}</a>
      </p>
      <h1>
        {labels[kind]}: {enrolment.trainingCard.ictName}
      </h1>
      <div className={`card ${styles.trainingPage}`}>
        <PopupBody kind={kind} enrolment={enrolment} learner={learner} initial={list} posted={actionData} />
      </div>
    </div>
  );
}
