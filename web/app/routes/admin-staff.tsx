// /admin/staff: who has access to the back office. Every staff member sees the list;
// only an admin adds staff, changes roles, deactivates / reactivates and resets a second factor.
// Adding works without scripts too: ?add shows the dialog's form on the page, posted here;
// so do the rows' buttons (?deactivate={id} and ?reset={id} ask on the page first).
import { staffAdminEndpoints } from "@skillbridge/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import styles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { DialogButton } from "../admin-ui/row-actions";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { staffAction } from "../features/admin-staff/staff-action.server";
import { StaffCreateDialog, StaffCreateForm } from "../features/admin-staff/staff-create-dialog";
import { StaffQuestion, StaffTable } from "../features/admin-staff/staff-table";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-staff";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const list = await api.call(staffAdminEndpoints.accounts);
  const query = new URL(request.url).searchParams;
  return {
    canonical: `${origin}/admin/staff`,
    list: list.ok ? list.data : null,
    // The add form, or a question, asked for by a button pressed without scripts.
    adding: query.has("add"),
    asking: query.has("reset")
      ? { kind: "reset" as const, id: Number(query.get("reset")) }
      : query.has("deactivate")
        ? { kind: "deactivate" as const, id: Number(query.get("deactivate")) }
        : null,
  };
}

// The add form posted without scripts.
export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  return staffAction(api, request);
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Staff | Back office | ${SITE_NAME}`,
    description: "Staff accounts of the back office.",
    canonical: loaderData?.canonical ?? "/admin/staff",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const [adding, setAdding] = useState(false);
  const navigate = useNavigate();
  const isAdmin = list?.you.role === "admin";
  // What the action answered to a post made without scripts: the add form's messages, or a row's.
  const formAnswer = actionData && "errors" in actionData ? actionData : undefined;
  const rowError = actionData && "error" in actionData ? actionData.error : null;
  const asked = loaderData.asking;
  const askedMember = asked ? list?.items.find((member) => member.id === asked.id) : undefined;
  return (
    <div className="page">
      <AdminBar title="Staff">
        {isAdmin ? (
          <DialogButton
            text="Add staff member"
            className="btn btn-primary"
            field={{ name: "add", value: "" }}
            onClick={() => setAdding(true)}
          />
        ) : null}
      </AdminBar>
      {rowError ? (
        <p role="alert" className="message message-error">
          {rowError}
        </p>
      ) : null}
      {isAdmin && asked && askedMember ? <StaffQuestion member={askedMember} kind={asked.kind} /> : null}
      {isAdmin && (loaderData.adding || formAnswer) ? (
        <section className={`card ${styles.panel}`} aria-labelledby="staff-form-heading">
          <h2 id="staff-form-heading">Add a staff member</h2>
          <StaffCreateForm posted={formAnswer} onDone={() => void navigate("/admin/staff")} />
          <Link to="/admin/staff">Back to the list</Link>
        </section>
      ) : null}
      {list ? (
        <StaffTable list={list} />
      ) : (
        <p role="alert" className="message message-error">
          The staff accounts could not be loaded. Reload the page to try again.
        </p>
      )}
      <StaffCreateDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
