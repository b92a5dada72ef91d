// Everyone with access to the back office: name, e-mail, role, status, second factor, since when.
// An admin may change roles, deactivate / reactivate (asked first; that member is signed out at
// once) and reset a second factor (asked first); others see the list only.
import { staffAdminEndpoints } from "@skillbridge/core";
import type { StaffAccount, StaffAccountList } from "@skillbridge/core/admin/staff";
import type { ApiResult } from "@skillbridge/core/api-client";
import type { ReactNode } from "react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import adminStyles from "../../admin-ui/admin.module.css";
import { errorText } from "../../admin-ui/form-errors";
import { whenText } from "../../admin-ui/labels";
import { ConfirmDialog } from "../../admin-ui/row-actions";
import { AdminTable } from "../../admin-ui/table-controls";
import { useApi } from "../../api";
import { useToast } from "../../ui/toast";

type Pending = { member: StaffAccount; kind: "deactivate" | "reset" } | null;

export function StaffTable({ list }: { list: StaffAccountList }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const isAdmin = list.you.role === "admin";

  async function change(member: StaffAccount, call: () => Promise<ApiResult<unknown>>, done: string) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    setAsking(null);
    if (!result.ok)
      return toast.show(errorText(result.error, `The account of ${member.name} could not be changed.`), "error");
    toast.show(done, "success");
    await revalidator.revalidate();
  }
  const setRole = (member: StaffAccount, role: "staff" | "admin") =>
    change(
      member,
      () => api.call(staffAdminEndpoints.update, { params: { id: member.id }, body: { role } }),
      `${member.name} is now ${role === "admin" ? "an admin" : "staff"}`,
    );
  const setStatus = (member: StaffAccount, status: "A" | "I") =>
    change(
      member,
      () => api.call(staffAdminEndpoints.update, { params: { id: member.id }, body: { status } }),
      status === "A" ? `${member.name} can sign in again` : `${member.name} deactivated and signed out`,
    );
  const resetFactor = (member: StaffAccount) =>
    change(
      member,
      () => api.call(staffAdminEndpoints.resetSecondFactor, { params: { id: member.id } }),
      `${member.name} sets up an authenticator app at the next sign-in`,
    );

  const confirm: Record<
    "deactivate" | "reset",
    { title: string; label: string; text: (m: StaffAccount) => ReactNode }
  > = {
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
              <td>{member.role === "admin" ? "Admin" : "Staff"}</td>
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
                    <button
                      type="button"
                      className="btn"
                      disabled={busy}
                      onClick={() => setRole(member, member.role === "admin" ? "staff" : "admin")}
                    >
                      {member.role === "admin" ? "Make staff" : "Make admin"}
                      <span className="visually-hidden">: {member.name}</span>
                    </button>
                    {member.status === "A" ? (
                      you ? null : (
                        <button
                          type="button"
                          className="btn"
                          disabled={busy}
                          aria-haspopup="dialog"
                          aria-label={`Deactivate ${member.name}`}
                          onClick={() => setAsking({ member, kind: "deactivate" })}
                        >
                          Deactivate
                        </button>
                      )
                    ) : (
                      <button
                        type="button"
                        className="btn"
                        disabled={busy}
                        aria-label={`Reactivate ${member.name}`}
                        onClick={() => setStatus(member, "A")}
                      >
                        Reactivate
                      </button>
                    )}
                    {member.secondFactor ? (
                      <button
                        type="button"
                        className="btn"
                        disabled={busy}
                        aria-haspopup="dialog"
                        onClick={() => setAsking({ member, kind: "reset" })}
                      >
                        Reset second factor<span className="visually-hidden">: {member.name}</span>
                      </button>
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
