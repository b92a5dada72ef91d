// /admin/bundles (issue 6): learning bundles in their public order; add, edit, reorder, activate
// and deactivate. The bundles page and the home page reflect changes at once. Without scripts too
// (issue 12): ?add and ?edit={id} show the dialog's form on the page, posted here; so do the rows'
// Move and Activate buttons, and Deactivate asks on the page (?deactivate={id}).
import { bundleAdminEndpoints } from "@skillbridge/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { OnPageForm, OnPageQuestion } from "../admin-ui/on-page";
import { readAskedOnPage } from "../admin-ui/on-page-asked";
import { DialogButton } from "../admin-ui/row-actions";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { bundleAction } from "../features/admin-site/bundle-action.server";
import {
  BUNDLE_INTENTS,
  BundleDialog,
  BundleForm,
  bundleFormField,
  bundleFormTitle,
} from "../features/admin-site/bundle-dialog";
import { BundleTable, DEACTIVATE_BUNDLE_TITLE, DeactivateBundleText } from "../features/admin-site/bundle-table";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-bundles";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const list = await api.call(bundleAdminEndpoints.list);
  return {
    canonical: `${origin}/admin/bundles`,
    bundles: list.ok ? list.data : null,
    // The form or question asked for by a button pressed without scripts.
    ...readAskedOnPage(new URL(request.url).searchParams),
  };
}

// The forms and row actions posted without scripts (issue 12).
export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  return bundleAction(api, request);
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Learning bundles | Back office | ${SITE_NAME}`,
    description: "Learning bundles shown on the website.",
    canonical: loaderData?.canonical ?? "/admin/bundles",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  // What the action answered to a post made without scripts: a form's messages, or a row's.
  const formAnswer = actionData && "errors" in actionData ? actionData : undefined;
  const rowError = actionData && "error" in actionData ? actionData.error : null;
  // A form on the page itself: asked for by ?add or ?edit={id}, or posted and refused.
  const shown = formAnswer
    ? { id: formAnswer.intent === BUNDLE_INTENTS.edit ? formAnswer.id : undefined }
    : loaderData.form;
  const editing =
    shown?.id !== undefined ? (loaderData.bundles?.find((bundle) => bundle.id === shown.id) ?? null) : null;
  const retiring = loaderData.bundles?.find((bundle) => bundle.id === loaderData.deactivate && bundle.status === "A");
  const onPage = shown != null && (shown.id === undefined || editing !== null);
  return (
    <div className="page">
      <AdminBar title="Learning bundles">
        <DialogButton
          text="Add bundle"
          className="btn btn-primary"
          field={bundleFormField(null)}
          onClick={() => setAdding(true)}
        />
      </AdminBar>
      {onPage ? (
        <OnPageForm headingId="bundle-form-heading" title={bundleFormTitle(editing)} backTo="/admin/bundles">
          <BundleForm
            key={editing?.id ?? "new"}
            bundle={editing}
            posted={formAnswer}
            onDone={() => void navigate("/admin/bundles")}
          />
        </OnPageForm>
      ) : null}
      {rowError ? (
        <p role="alert" className="message message-error">
          {rowError}
        </p>
      ) : null}
      {retiring ? (
        <OnPageQuestion
          headingId="deactivate-heading"
          title={DEACTIVATE_BUNDLE_TITLE}
          fields={{ intent: BUNDLE_INTENTS.status, id: retiring.id, status: "I" }}
          yes="Deactivate"
          no="Keep it active"
          backTo="/admin/bundles"
        >
          <DeactivateBundleText bundle={retiring} />
        </OnPageQuestion>
      ) : null}
      {loaderData.bundles ? (
        <BundleTable bundles={loaderData.bundles} />
      ) : (
        <p role="alert" className="message message-error">
          The learning bundles could not be loaded. Reload the page to try again.
        </p>
      )}
      <BundleDialog open={adding} bundle={null} onClose={() => setAdding(false)} />
    </div>
  );
}
