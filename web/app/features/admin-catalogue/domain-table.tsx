// Every domain in its public order: move up / move down (buttons, so keyboards reorder too; the
// focus stays on the moved domain), edit, and activate / deactivate (asked first). Without scripts
// each posts to the page's action; Deactivate asks on the page (?deactivate={id}).
import type { AdminDomain } from "@skillbridge/core/admin/catalogue";
import { useState } from "react";
import { Link } from "react-router";
import adminStyles from "../../admin-ui/admin.module.css";
import {
  ConfirmDialog,
  EditButton,
  MoveButtons,
  StatusToggle,
  useWebsiteOrderedRows,
} from "../../admin-ui/row-actions";

import { StatusBadge } from "../../admin-ui/select-field";
import { AdminTable } from "../../admin-ui/table-controls";
import { DOMAIN_INTENTS, DomainDialog, domainFormField } from "./domain-dialog";
import { DomainIcon } from "./domain-icon";

export function DomainTable({ domains }: { domains: AdminDomain[] }) {
  const [editing, setEditing] = useState<AdminDomain | null>(null);
  const { container, move, status, busy } = useWebsiteOrderedRows<AdminDomain>({
    intents: DOMAIN_INTENTS,
    noun: "domain",
  });
  const retiring = status.retiring;

  if (domains.length === 0) return <p className="message message-empty">No domains yet: add the first one.</p>;
  return (
    <>
      <AdminTable
        caption="Domains in the order the website lists them"
        tableRef={container}
        columns={["Order", "Icon", "Domain", "Courses (active / all)", "Status", "Actions"]}
      >
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
                  post={{ intent: DOMAIN_INTENTS.move, id: domain.id }}
                />
                <EditButton name={domain.domain} field={domainFormField(domain)} onClick={() => setEditing(domain)} />
                <StatusToggle
                  status={domain.status}
                  name={domain.domain}
                  busy={busy}
                  onAsk={() => status.setRetiring(domain)}
                  onActivate={() => status.setStatus(domain, "A")}
                  post={{ intent: DOMAIN_INTENTS.status, id: domain.id }}
                  askField={{ name: "deactivate", value: String(domain.id) }}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <DomainDialog open={editing !== null} domain={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={retiring !== null}
        title={deactivateDomainTitle(retiring)}
        confirmLabel="Deactivate"
        cancelLabel="Keep it active"
        busy={busy}
        onConfirm={() => retiring && status.setStatus(retiring, "I")}
        onClose={() => status.setRetiring(null)}
      >
        <DeactivateDomainText domain={retiring} />
      </ConfirmDialog>
    </>
  );
}

export const deactivateDomainTitle = (domain: AdminDomain | null) => `Deactivate “${domain?.domain ?? ""}”?`;

/** What deactivating a domain does, asked in the dialog or, without scripts, on the page. */
export function DeactivateDomainText({ domain }: { domain: AdminDomain | null }) {
  return (
    <p>
      The domain disappears from the website's domain lists at once. Its {domain?.activeCourseCount ?? 0} active
      course(s) stay active: deactivate them on the Courses page if they should go too. Nothing is deleted.
    </p>
  );
}
