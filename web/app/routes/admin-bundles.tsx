// /admin/bundles (issue 6): learning bundles in their public order; add, edit, reorder, activate
// and deactivate. The bundles page and the home page reflect changes at once.
import { bundleAdminEndpoints } from "@skillbridge/core";
import { useState } from "react";
import { AdminBar } from "../admin-ui/admin-bar";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { BundleDialog } from "../features/admin-site/bundle-dialog";
import { BundleTable } from "../features/admin-site/bundle-table";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-bundles";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const list = await api.call(bundleAdminEndpoints.list);
  return { canonical: `${origin}/admin/bundles`, bundles: list.ok ? list.data : null };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Learning bundles | Back office | ${SITE_NAME}`,
    description: "Learning bundles shown on the website.",
    canonical: loaderData?.canonical ?? "/admin/bundles",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const [adding, setAdding] = useState(false);
  return (
    <div className="page">
      <AdminBar title="Learning bundles">
        <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => setAdding(true)}>
          Add bundle
        </button>
      </AdminBar>
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
