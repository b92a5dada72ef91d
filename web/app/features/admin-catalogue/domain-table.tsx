// Every domain in its public order: move up / move down (buttons, so keyboards reorder too; the
// focus stays on the moved domain), edit, and activate / deactivate (asked first).
import type { AdminDomain } from "@skillbridge/core/admin/catalogue";
import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useApi } from "../../api";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import adminStyles from "../admin/admin.module.css";
import styles from "./catalogue.module.css";
import { DomainDialog } from "./domain-dialog";
import { DomainIcon } from "./domain-icon";
import { errorText } from "./form-errors";
import { statusText } from "./labels";

export function DomainTable({ domains }: { domains: AdminDomain[] }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<AdminDomain | null>(null);
  const [retiring, setRetiring] = useState<AdminDomain | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const table = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!focusAfterMove || !table.current) return;
    const target = table.current.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove}"]`);
    const fallback = target?.disabled
      ? table.current.querySelector<HTMLButtonElement>(
          `[data-move="${focusAfterMove.replace(/-(up|down)$/, (m) => (m === "-up" ? "-down" : "-up"))}"]`,
        )
      : target;
    fallback?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  async function move(domain: AdminDomain, direction: "up" | "down") {
    setBusy(true);
    const result = await api.post<AdminDomain[]>(`/admin/domains/${domain.id}/move`, { direction });
    setBusy(false);
    if (!result.ok) return toast.show(errorText(result.error, "The domain could not be moved."), "error");
    await revalidator.revalidate();
    setFocusAfterMove(`${domain.id}-${direction}`);
    toast.show(`“${domain.domain}” moved ${direction}`, "success");
  }

  async function setStatus(domain: AdminDomain, status: "A" | "I") {
    setBusy(true);
    const result = await api.patch<AdminDomain>(`/admin/domains/${domain.id}`, { status });
    setBusy(false);
    setRetiring(null);
    if (!result.ok) return toast.show(errorText(result.error, "The domain could not be changed."), "error");
    toast.show(
      status === "A" ? `“${domain.domain}” is on the website again` : `“${domain.domain}” deactivated`,
      "success",
    );
    await revalidator.revalidate();
  }

  if (domains.length === 0) return <p className="message message-empty">No domains yet: add the first one.</p>;
  return (
    <>
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table} ref={table}>
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
                <td className={styles.numeric}>{index + 1}</td>
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
                  <span
                    className={
                      domain.status === "A" ? adminStyles.badge : `${adminStyles.badge} ${adminStyles.badgeFlag}`
                    }
                  >
                    {statusText(domain.status)}
                  </span>
                </td>
                <td>
                  <div className={adminStyles.actions}>
                    <button
                      type="button"
                      className="btn"
                      data-move={`${domain.id}-up`}
                      disabled={busy || index === 0}
                      onClick={() => move(domain, "up")}
                    >
                      Move up
                      <span className="visually-hidden">, {domain.domain}</span>
                    </button>
                    <button
                      type="button"
                      className="btn"
                      data-move={`${domain.id}-down`}
                      disabled={busy || index === domains.length - 1}
                      onClick={() => move(domain, "down")}
                    >
                      Move down
                      <span className="visually-hidden">, {domain.domain}</span>
                    </button>
                    <button type="button" className="btn" aria-haspopup="dialog" onClick={() => setEditing(domain)}>
                      Edit
                      <span className="visually-hidden">, {domain.domain}</span>
                    </button>
                    {domain.status === "A" ? (
                      <button
                        type="button"
                        className="btn"
                        aria-haspopup="dialog"
                        disabled={busy}
                        onClick={() => setRetiring(domain)}
                      >
                        Deactivate
                        <span className="visually-hidden">, {domain.domain}</span>
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-accent"
                        disabled={busy}
                        onClick={() => setStatus(domain, "A")}
                      >
                        Activate
                        <span className="visually-hidden">, {domain.domain}</span>
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DomainDialog open={editing !== null} domain={editing} onClose={() => setEditing(null)} />
      <Dialog
        open={retiring !== null}
        onClose={() => setRetiring(null)}
        title={`Deactivate “${retiring?.domain ?? ""}”?`}
        size="sm"
        footer={
          <>
            <button type="button" className="btn" onClick={() => setRetiring(null)}>
              Keep it active
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => retiring && setStatus(retiring, "I")}
            >
              Deactivate
            </button>
          </>
        }
      >
        <p>
          The domain disappears from the website's domain lists at once. Its {retiring?.activeCourseCount ?? 0} active
          course(s) stay active: deactivate them on the Courses page if they should go too. Nothing is deleted.
        </p>
      </Dialog>
    </>
  );
}
