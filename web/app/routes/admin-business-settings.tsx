// /admin/business-settings: the provider's legal name, address, state, GSTIN, UPI and
// bank details, LUT number and invoice prefix, and the authorised signatory's signature picture.
// Every staff member sees them; an admin saves them.
import { paymentEndpoints } from "@skillbridge/core";
import { paiseToDecimal } from "@skillbridge/core/money";
import { AdminBar } from "../admin-ui/admin-bar";
import { type SettingsAnswer, settingsAction } from "../features/admin-payments/settings-action.server";
import { SettingsForm } from "../features/admin-payments/settings-form";
import { SignatureForm } from "../features/admin-payments/signature-form";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-business-settings";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const settings = await api.call(paymentEndpoints.settings);
  return { canonical: `${origin}/admin/business-settings`, settings: settings.ok ? settings.data : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  return settingsAction(api, request);
}

/** The stored settings as the form shows them: the approval threshold in rupees. */
function formValues(settings: Route.ComponentProps["loaderData"]["settings"]) {
  if (!settings) return {};
  const { approvalThresholdPaise, signature: _picture, ...rest } = settings;
  return { ...rest, approvalThreshold: approvalThresholdPaise == null ? "" : paiseToDecimal(approvalThresholdPaise) };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Business settings | Back office | ${SITE_NAME}`,
    description: "The provider's details on invoices and the payment page.",
    canonical: loaderData?.canonical ?? "/admin/business-settings",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as SettingsAnswer | undefined;
  return (
    <div className="page">
      <AdminBar title="Business settings" />
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      {!loaderData.settings && !answer ? (
        <p className="message">No business settings yet: no fee can be charged until an admin saves them.</p>
      ) : null}
      <SettingsForm values={answer?.values ?? formValues(loaderData.settings)} errors={answer?.errors} />
      {loaderData.settings ? (
        <SignatureForm signature={loaderData.settings.signature} error={answer?.errors?.signature} />
      ) : null}
    </div>
  );
}
