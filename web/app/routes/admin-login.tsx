// /admin/login: staff sign in with their password and their second factor. A staff
// member already signed in goes straight to the inbox. Not indexed, never cached.
import { redirect } from "react-router";
import styles from "../admin-ui/admin.module.css";
import { ADMIN_HOME_PATH } from "../admin-ui/paths";
import { StaffLogin } from "../features/admin-session/staff-login";
import { staffLoginAction } from "../features/admin-session/staff-login-action.server";
import { STAFF_PAGE_HEADERS, signedInStaff } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-login";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  if (await signedInStaff(api)) throw redirect(ADMIN_HOME_PATH);
  return { canonical: `${origin}/admin/login` };
}

// Each step of the sign-in posts here.
export async function action({ request, context }: Route.ActionArgs) {
  return staffLoginAction(context.get(requestContext).api, request);
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Staff sign-in | ${SITE_NAME}`,
    description: `Sign-in to the ${SITE_NAME} back office, for staff only.`,
    canonical: loaderData?.canonical ?? "/admin/login",
    noindex: true,
  });

export default function Page({ actionData }: Route.ComponentProps) {
  return (
    <div className="page">
      <div className={`card ${styles.card}`}>
        <h1>Staff sign-in</h1>
        <p className="field-hint">The back office of {SITE_NAME}. Learners sign in on the Learner Login page.</p>
        <StaffLogin posted={actionData} />
      </div>
    </div>
  );
}
