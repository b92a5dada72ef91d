// /admin/domains: every domain, active or not, in the order the website lists them;
// add, rename, change the icon, reorder, activate and deactivate. Adding and editing work without
// scripts too: ?add and ?edit={id} show the dialog's form on the page, posted here;
// so do the rows' Move and Activate buttons, and Deactivate asks on the page (?deactivate={id}).
import { domainAdminEndpoints } from "@skillbridge/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { OnPageRecord } from "../admin-ui/on-page";
import { askedRecord, readAskedOnPage } from "../admin-ui/on-page-asked";
import { DialogButton } from "../admin-ui/row-actions";
import { domainAction } from "../features/admin-catalogue/domain-action.server";
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
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  // A form or a row's message on the page: posted without scripts and refused, or asked for by
  // ?add / ?edit={id}.
  const { formAnswer, rowError, editing, onPage } = askedRecord(
    actionData,
    loaderData.form,
    DOMAIN_INTENTS.edit,
    (id) => loaderData.domains?.find((domain) => domain.id === id),
  );
  const retiring = loaderData.domains?.find((domain) => domain.id === loaderData.deactivate && domain.status === "A");
  return (
    <div className="page">
      <AdminBar title="Domains">
        <DialogButton
          text="Add domain"
          className="btn btn-primary"
          field={domainFormField(null)}
          onClick={() => setAdding(true)}
        />
      </AdminBar>
      <OnPageRecord
        form={
          onPage
            ? {
                title: domainFormTitle(editing),
                content: (
                  <DomainForm
                    key={editing?.id ?? "new"}
                    domain={editing}
                    posted={formAnswer}
                    onDone={() => void navigate("/admin/domains")}
                  />
                ),
              }
            : null
        }
        rowError={rowError}
        question={
          retiring
            ? {
                title: deactivateDomainTitle(retiring),
                fields: { intent: DOMAIN_INTENTS.status, id: retiring.id, status: "I" },
                yes: "Deactivate",
                no: "Keep it active",
                content: <DeactivateDomainText domain={retiring} />,
              }
            : null
        }
        backTo="/admin/domains"
      />
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
