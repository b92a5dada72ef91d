// /admin/domains: every domain, active or not, in the order the website lists them;
// add, rename, change the icon, reorder, activate and deactivate. Adding and editing work without
// scripts too: ?add and ?edit={id} show the dialog's form on the page, posted here;
// so do the rows' Move and Activate buttons, and Deactivate asks on the page (?deactivate={id}).
import { domainAdminEndpoints } from "@skillbridge/core";
import type { AdminDomain } from "@skillbridge/core/admin/catalogue";
import { readAskedOnPage } from "../admin-ui/on-page-asked";
import { ListLoadError, type RecordListKind, RecordListPage } from "../admin-ui/record-list-page";
import { domainAction } from "../features/admin-catalogue/domain-action.server";
import type { DomainFormAnswer } from "../features/admin-catalogue/domain-dialog";
import {
  DOMAIN_INTENTS,
  DomainDialog,
  DomainForm,
  domainFormField,
  domainFormTitle,
} from "../features/admin-catalogue/domain-dialog";
import { DeactivateDomainText, DomainTable, deactivateDomainTitle } from "../features/admin-catalogue/domain-table";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-domains";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const domains = await api.call(domainAdminEndpoints.list);
  return {
    canonical: `${origin}/admin/domains`,
    domains: domains.ok ? domains.data : null,
    // The form or question asked for by a button pressed without scripts.
    ...readAskedOnPage(new URL(request.url).searchParams),
  };
}

// The add and edit forms posted without scripts.
export const action = staffAction(domainAction);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Domains | Back office | ${SITE_NAME}`,
    description: "The training domains of the catalogue.",
    canonical: loaderData?.canonical ?? "/admin/domains",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { domains } = loaderData;
  return (
    <RecordListPage
      kind={domainList}
      asked={loaderData.form}
      actionData={actionData}
      find={(id) => domains?.find((domain) => domain.id === id)}
      retiring={domains?.find((domain) => domain.id === loaderData.deactivate)}
      backTo="/admin/domains"
    >
      {domains ? <DomainTable domains={domains} /> : <ListLoadError what="The domains" />}
    </RecordListPage>
  );
}

const domainList: RecordListKind<AdminDomain, DomainFormAnswer> = {
  title: "Domains",
  addText: "Add domain",
  editIntent: DOMAIN_INTENTS.edit,
  statusIntent: DOMAIN_INTENTS.status,
  formField: domainFormField,
  formTitle: domainFormTitle,
  form: (domain, posted, onDone) => <DomainForm domain={domain} posted={posted} onDone={onDone} />,
  dialog: (open, onClose) => <DomainDialog open={open} domain={null} onClose={onClose} />,
  retire: {
    title: deactivateDomainTitle,
    yes: "Deactivate",
    no: "Keep it active",
    text: (domain) => <DeactivateDomainText domain={domain} />,
  },
};
