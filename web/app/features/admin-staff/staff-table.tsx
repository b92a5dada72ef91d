// Everyone with access to the back office: name, e-mail, role, status, second factor, since when.
// An admin may change roles, deactivate / reactivate (asked first; that member is signed out at
// once) and reset a second factor (asked first); others see the list only. Without scripts
// each button posts to the page's action, and the questions are asked on the page
// (?deactivate={id}, ?reset={id}).
import { STAFF_ROLES, type StaffAccount, type StaffAccountList, type StaffRole } from "@skillbridge/core/admin/staff";
import type { ReactNode } from "react";
import { useState } from "react";
import { useRowPost } from "../../admin-ui/action-form";
import adminStyles from "../../admin-ui/admin.module.css";
import { whenText } from "../../admin-ui/labels";
import { ConfirmDialog, DialogButton, RowPostForm } from "../../admin-ui/row-actions";
import { AdminTable } from "../../admin-ui/table-controls";

type Kind = "deactivate" | "reset";
type Pending = { member: StaffAccount; kind: Kind } | null;

/** The hidden `intent` of each row action posted without scripts. */
/** staff: catalogue and follow-up, sees payments; finance: also moves money; admin: also manages staff. */
const roleNames: Record<StaffRole, string> = { staff: "Staff", finance: "Finance", admin: "Admin" };

export const STAFF_ROW_INTENTS = { role: "staff-role", status: "staff-status", reset: "staff-reset" } as const;

/** A row action the route's action could not do: one line for the page. */
export type StaffRowAnswer = { intent: (typeof STAFF_ROW_INTENTS)[keyof typeof STAFF_ROW_INTENTS]; error: string };

const confirm: Record<Kind, { title: string; label: string; text: (m: StaffAccount) => ReactNode }> = {
  deactivate: {
    title: "Deactivate this staff member?",
    label: "Deactivate",
    text: (m) => `${m.name} is signed out at once and can no longer sign in. You can reactivate the account later.`,
  },
  reset: {
    title: "Reset the second factor?",
    label: "Reset second factor",
    text: (m) =>
      `${m.name}'s authenticator app stops working for this site. At the next sign-in they set up a new one with their password.`,
  },
};

/** A question asked on the page, for a button pressed without scripts; its answer posts. */
export function StaffQuestion({ member, kind }: { member: StaffAccount; kind: Kind }) {
  return (
    <form method="post" className={`card ${adminStyles.panel}`} aria-labelledby="staff-question-heading">
      <h2 id="staff-question-heading">{confirm[kind].title}</h2>
      <p>{confirm[kind].text(member)}</p>
      <input
        type="hidden"
        name="intent"
        value={kind === "reset" ? STAFF_ROW_INTENTS.reset : STAFF_ROW_INTENTS.status}
      />
      <input type="hidden" name="id" value={member.id} />
      {kind === "deactivate" ? <input type="hidden" name="status" value="I" /> : null}
      <div className={adminStyles.row}>
        <a className="btn" href="/admin/staff">
          Cancel
        </a>
        <button type="submit" className="btn btn-primary">
          {confirm[kind].label}
        </button>
      </div>
    </form>
  );
}

export function StaffTable({ list }: { list: StaffAccountList }) {
  // Each change posts the fields of its no-script form to the page's action.
  const { busy, post } = useRowPost("The account could not be changed.");
  const [asking, setAsking] = useState<Pending>(null);
  const isAdmin = list.you.role === "admin";

  const change = (fields: Record<string, string | number>) => {
    setAsking(null);
    post(fields);
  };
  const setRole = (member: StaffAccount, role: StaffRole) =>
    change({ intent: STAFF_ROW_INTENTS.role, id: member.id, role });
  const setStatus = (member: StaffAccount, status: "A" | "I") =>
    change({ intent: STAFF_ROW_INTENTS.status, id: member.id, status });
  const resetFactor = (member: StaffAccount) => change({ intent: STAFF_ROW_INTENTS.reset, id: member.id });

  return (
    <>
      {!isAdmin ? (
        <p className="message">
          Only an admin can add staff or change accounts. Ask an admin if something needs to change.
        </p>
      ) : null}
      <AdminTable
        caption={<>Staff accounts, {list.items.length} in all</>}
        columns={
          <>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Second factor</th>
            <th scope="col">Created</th>
            {isAdmin ? <th scope="col">Actions</th> : null}
          </>
        }
      >
        {list.items.map((member) => {
          const you = member.id === list.you.id;
          return (
            <tr key={member.id}>
              <th scope="row">
                {member.name}
                {you ? <span className={adminStyles.muted}> (you)</span> : null}
              </th>
              <td>{member.email}</td>
              <td>{roleNames[member.role]}</td>
              <td>
                <span
                  className={
                    member.status === "A" ? adminStyles.badge : `${adminStyles.badge} ${adminStyles.badgeFlag}`
                  }
                >
                  {member.status === "A" ? "Active" : "Inactive"}
                </span>
              </td>
              <td>
                {member.secondFactor
                  ? "Enrolled"
                  : member.demoAccount
                    ? "Not enrolled (demo account)"
                    : "Not enrolled yet"}
              </td>
              <td>{whenText(member.createdAt)}</td>
              {isAdmin ? (
                <td>
                  <div className={adminStyles.actions}>
                    {STAFF_ROLES.filter((role) => role !== member.role).map((role) => (
                      <RowPostForm key={role} post={{ intent: STAFF_ROW_INTENTS.role, id: member.id }}>
                        <button
                          type="submit"
                          name="role"
                          value={role}
                          className="btn"
                          disabled={busy}
                          onClick={(event) => {
                            event.preventDefault();
                            setRole(member, role);
                          }}
                        >
                          Make {role}
                          <span className="visually-hidden">: {member.name}</span>
                        </button>
                      </RowPostForm>
                    ))}
                    {member.status === "A" ? (
                      you ? null : (
                        <DialogButton
                          text="Deactivate"
                          className="btn"
                          disabled={busy}
                          label={`Deactivate ${member.name}`}
                          field={{ name: "deactivate", value: String(member.id) }}
                          onClick={() => setAsking({ member, kind: "deactivate" })}
                        />
                      )
                    ) : (
                      <RowPostForm post={{ intent: STAFF_ROW_INTENTS.status, id: member.id }}>
                        <button
                          type="submit"
                          name="status"
                          value="A"
                          className="btn"
                          disabled={busy}
                          aria-label={`Reactivate ${member.name}`}
                          onClick={(event) => {
                            event.preventDefault();
                            setStatus(member, "A");
                          }}
                        >
                          Reactivate
                        </button>
                      </RowPostForm>
                    )}
                    {member.secondFactor ? (
                      <DialogButton
                        text={
                          <>
                            Reset second factor<span className="visually-hidden">: {member.name}</span>
                          </>
                        }
                        className="btn"
                        disabled={busy}
                        field={{ name: "reset", value: String(member.id) }}
                        onClick={() => setAsking({ member, kind: "reset" })}
                      />
                    ) : null}
                  </div>
                </td>
              ) : null}
            </tr>
          );
        })}
      </AdminTable>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? confirm[asking.kind].title : ""}
        confirmLabel={asking ? confirm[asking.kind].label : ""}
        busy={busy}
        onConfirm={() =>
          asking && (asking.kind === "reset" ? resetFactor(asking.member) : setStatus(asking.member, "I"))
        }
        onClose={() => setAsking(null)}
      >
        {asking ? <p>{confirm[asking.kind].text(asking.member)}</p> : null}
      </ConfirmDialog>
    </>
  );
}
