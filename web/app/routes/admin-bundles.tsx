// /admin/bundles: learning bundles in their public order; add, edit, reorder, activate
// and deactivate. The bundles page and the home page reflect changes at once. Without scripts too
//: ?add and ?edit={id} show the dialog's form on the page, posted here; so do the rows'
// Move and Activate buttons, and Deactivate asks on the page (?deactivate={id}).
import { bundleAdminEndpoints } from "@skillbridge/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { OnPageRecord } from "../admin-ui/on-page";
import { askedRecord, readAskedOnPage } from "../admin-ui/on-page-asked";
import { DialogButton } from "../admin-ui/row-actions";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
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

// The forms and row actions posted without scripts.
export const action = staffAction(bundleAction);

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
  // A form or a row's message on the page: posted without scripts and refused, or asked for by
  // ?add / ?edit={id}.
  const { formAnswer, rowError, editing, onPage } = askedRecord(
    actionData,
    loaderData.form,
    BUNDLE_INTENTS.edit,
    (id) => loaderData.bundles?.find((bundle) => bundle.id === id),
  );
  const retiring = loaderData.bundles?.find((bundle) => bundle.id === loaderData.deactivate && bundle.status === "A");
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
      <OnPageRecord
        form={
          onPage
            ? {
                title: bundleFormTitle(editing),
                content: (
                  <BundleForm
                    key={editing?.id ?? "new"}
                    bundle={editing}
                    posted={formAnswer}
                    onDone={() => void navigate("/admin/bundles")}
                  />
                ),
              }
            : null
        }
        rowError={rowError}
        question={
          retiring
            ? {
                title: DEACTIVATE_BUNDLE_TITLE,
                fields: { intent: BUNDLE_INTENTS.status, id: retiring.id, status: "I" },
                yes: "Deactivate",
                no: "Keep it active",
                content: <DeactivateBundleText bundle={retiring} />,
              }
            : null
        }
        backTo="/admin/bundles"
      />
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
