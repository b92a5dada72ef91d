// /learner/login: shown only without a session; a signed-in learner is sent on to the
// dashboard by the server, before any HTML (no flash of the form).
import { visitorCopy } from "@skillbridge/core/messages";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { redirect } from "react-router";
import { signIn } from "../features/session/login-action.server";
import { refererPath, takeBack } from "../features/session/login-back.server";
import { LoginCard } from "../features/session/login-card";
import { copyOf } from "../i18n/copy";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { PROFILE_PATH } from "../session/paths";
import { signedInLearner } from "../session/session.server";
import type { Route } from "./+types/learner-login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  if (await signedInLearner(api)) {
    // Back to this page right after a sign-in posted without scripts: on to the page before it.
    const back = takeBack(request);
    throw back ? redirect(back.path, { headers: back.headers }) : redirect(inRequestLanguage(request, PROFILE_PATH));
  }
  return {
    canonical: `${origin}${inRequestLanguage(request, "/learner/login")}`,
    back: refererPath(request, [origin, new URL(request.url).origin]) ?? null,
  };
}

// The form's post, from this page or the header's popup (never a GET with the password).
export async function action({ request, context }: Route.ActionArgs) {
  return signIn(context.get(requestContext).api, request);
}

// Depends on the visitor's session: never kept by shared caches.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: `${copyOf(matches, "header", visitorCopy.header).loginTitle} | ${SITE_NAME}`,
    description: fillCopy(copyOf(matches, "learnerArea", learnerAreaCopy).meta.loginDescription, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? "/learner/login",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page">
      <LoginCard posted={actionData} back={loaderData.back ?? actionData?.back} />
    </div>
  );
}
