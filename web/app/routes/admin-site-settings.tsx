// /admin/site-settings: the provider's phones, WhatsApp, e-mail addresses,
// opening hours and training centres — the one record the footer, the contact page, the Learning
// Modes pages, the JSON-LD and the mails read. Every staff member sees them; an admin saves them.
import { siteSettingsEndpoints } from "@skillbridge/core";
import { siteSettingsFormValues } from "@skillbridge/core/site-settings";
import { AdminBar } from "../admin-ui/admin-bar";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import {
  type SiteSettingsAnswer,
  siteSettingsAction,
} from "../features/admin-site-settings/site-settings-action.server";
import { SiteSettingsForm } from "../features/admin-site-settings/site-settings-form";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-site-settings";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const settings = await api.call(siteSettingsEndpoints.get);
  return {
    canonical: `${origin}/admin/site-settings`,
    values: settings.ok ? siteSettingsFormValues(settings.data) : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  return siteSettingsAction(api, request);
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Site settings | Back office | ${SITE_NAME}`,
    description: "The phones, e-mail addresses, opening hours and training centres every page shows.",
    canonical: loaderData?.canonical ?? "/admin/site-settings",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as SiteSettingsAnswer | undefined;
  return (
    <div className="page">
      <AdminBar title="Site settings" />
      <p>
        What the footer, the contact page, the Learning Modes pages and the mails show. Only an admin may save them; a
        change shows on the public pages at once.
      </p>
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      {loaderData.values || answer?.values ? (
        <SiteSettingsForm values={answer?.values ?? loaderData.values ?? {}} errors={answer?.errors} />
      ) : (
        <p className="message message-error">The site settings could not be loaded. Please try again.</p>
      )}
    </div>
  );
}
