// /admin/bundles: learning bundles in their public order; add, edit, reorder, activate
// and deactivate. The bundles page and the home page reflect changes at once. Without scripts too
//: ?add and ?edit={id} show the dialog's form on the page, posted here; so do the rows'
// Move and Activate buttons, and Deactivate asks on the page (?deactivate={id}).
import { bundleAdminEndpoints } from "@skillbridge/core";
import type { AdminBundle } from "@skillbridge/core/admin/bundle";
import { readAskedOnPage } from "../admin-ui/on-page-asked";
import { ListLoadError, type RecordListKind, RecordListPage } from "../admin-ui/record-list-page";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { bundleAction } from "../features/admin-site/bundle-action.server";
import type { BundleFormAnswer } from "../features/admin-site/bundle-dialog";
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
  const { bundles } = loaderData;
  return (
    <RecordListPage
      kind={bundleList}
      asked={loaderData.form}
      actionData={actionData}
      find={(id) => bundles?.find((bundle) => bundle.id === id)}
      retiring={bundles?.find((bundle) => bundle.id === loaderData.deactivate)}
      backTo="/admin/bundles"
    >
      {bundles ? <BundleTable bundles={bundles} /> : <ListLoadError what="The learning bundles" />}
    </RecordListPage>
  );
}

const bundleList: RecordListKind<AdminBundle, BundleFormAnswer> = {
  title: "Learning bundles",
  addText: "Add bundle",
  editIntent: BUNDLE_INTENTS.edit,
  statusIntent: BUNDLE_INTENTS.status,
  formField: bundleFormField,
  formTitle: bundleFormTitle,
  form: (bundle, posted, onDone) => <BundleForm bundle={bundle} posted={posted} onDone={onDone} />,
  dialog: (open, onClose) => <BundleDialog open={open} bundle={null} onClose={onClose} />,
  retire: {
    title: () => DEACTIVATE_BUNDLE_TITLE,
    yes: "Deactivate",
    no: "Keep it active",
    text: (bundle) => <DeactivateBundleText bundle={bundle} />,
  },
};
