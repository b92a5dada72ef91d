// Every domain in its public order: move up / move down (buttons, so keyboards reorder too; the
// focus stays on the moved domain), edit, and activate / deactivate (asked first).
import type { AdminDomain } from "@skillbridge/core/admin/catalogue";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useApi } from "../../api";
import { useToast } from "../../ui/toast";
import adminStyles from "../admin/admin.module.css";
import { errorText } from "../admin/form-errors";
import {
  ConfirmDialog,
  type Direction,
  MoveButtons,
  StatusToggle,
  useMoveFocus,
  useStatusChange,
} from "../admin/row-actions";
import { StatusBadge } from "../admin/select-field";
import { DomainDialog } from "./domain-dialog";
import { DomainIcon } from "./domain-icon";

export function DomainTable({ domains }: { domains: AdminDomain[] }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<AdminDomain | null>(null);
  const [moving, setMoving] = useState(false);
  const { container, focusMoved } = useMoveFocus<HTMLTableElement>();
  const status = useStatusChange<AdminDomain>({
    path: (domain) => `/admin/domains/${domain.id}`,
    failure: "The domain could not be changed.",
    done: (domain, to) =>
      to === "A" ? `“${domain.domain}” is on the website again` : `“${domain.domain}” deactivated`,
  });
  const busy = moving || status.busy;
  const retiring = status.retiring;

  async function move(domain: AdminDomain, direction: Direction) {
    setMoving(true);
    const result = await api.post<AdminDomain[]>(`/admin/domains/${domain.id}/move`, { direction });
    setMoving(false);
    if (!result.ok) return toast.show(errorText(result.error, "The domain could not be moved."), "error");
    await revalidator.revalidate();
    focusMoved(domain.id, direction);
    toast.show(`“${domain.domain}” moved ${direction}`, "success");
  }

  if (domains.length === 0) return <p className="message message-empty">No domains yet: add the first one.</p>;
  return (
    <>
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table} ref={container}>
          <caption className="visually-hidden">Domains in the order the website lists them</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Icon</th>
              <th scope="col">Domain</th>
              <th scope="col">Courses (active / all)</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {domains.map((domain, index) => (
              <tr key={domain.id}>
                <td className={adminStyles.numeric}>{index + 1}</td>
                <td>
                  <DomainIcon icon={domain.icon} />
                </td>
                <th scope="row">{domain.domain}</th>
                <td>
                  <Link to={`/admin/courses?domainId=${domain.id}`}>
                    {domain.activeCourseCount} / {domain.courseCount}
                    <span className="visually-hidden"> courses in {domain.domain}</span>
                  </Link>
                </td>
                <td>
                  <StatusBadge status={domain.status} />
                </td>
                <td>
                  <div className={adminStyles.actions}>
                    <MoveButtons
                      id={domain.id}
                      name={domain.domain}
                      index={index}
                      count={domains.length}
                      busy={busy}
                      onMove={(direction) => move(domain, direction)}
                    />
                    <button type="button" className="btn" aria-haspopup="dialog" onClick={() => setEditing(domain)}>
                      Edit
                      <span className="visually-hidden">, {domain.domain}</span>
                    </button>
                    <StatusToggle
                      status={domain.status}
                      name={domain.domain}
                      busy={busy}
                      onAsk={() => status.setRetiring(domain)}
                      onActivate={() => status.setStatus(domain, "A")}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DomainDialog open={editing !== null} domain={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={retiring !== null}
        title={`Deactivate “${retiring?.domain ?? ""}”?`}
        confirmLabel="Deactivate"
        cancelLabel="Keep it active"
        busy={busy}
        onConfirm={() => retiring && status.setStatus(retiring, "I")}
        onClose={() => status.setRetiring(null)}
      >
        <p>
          The domain disappears from the website's domain lists at once. Its {retiring?.activeCourseCount ?? 0} active
          course(s) stay active: deactivate them on the Courses page if they should go too. Nothing is deleted.
        </p>
      </ConfirmDialog>
    </>
  );
}
