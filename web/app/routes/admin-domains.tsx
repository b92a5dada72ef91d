// /admin/domains (issue 6): every domain, active or not, in the order the website lists them;
// add, rename, change the icon, reorder, activate and deactivate.
import { domainAdminEndpoints } from "@skillbridge/core";
import { useState } from "react";
import { AdminBar } from "../admin-ui/admin-bar";
import { DomainDialog } from "../features/admin-catalogue/domain-dialog";
import { DomainTable } from "../features/admin-catalogue/domain-table";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-domains";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const domains = await api.call(domainAdminEndpoints.list);
  return {
    canonical: `${origin}/admin/domains`,
    domains: domains.ok ? domains.data : null,
  };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Domains | Back office | ${SITE_NAME}`,
    description: "The training domains of the catalogue.",
    canonical: loaderData?.canonical ?? "/admin/domains",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const [adding, setAdding] = useState(false);
  return (
    <div className="page">
      <AdminBar title="Domains">
        <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => setAdding(true)}>
          Add domain
        </button>
      </AdminBar>
      {loaderData.domains ? (
        <DomainTable domains={loaderData.domains} />
      ) : (
        <p role="alert" className="message message-error">
          The domains could not be loaded. Reload the page to try again.
        </p>
      )}
      <DomainDialog open={adding} domain={null} onClose={() => setAdding(false)} />
    </div>
  );
}
