// The audit log page's parts: the filters (a GET form, so the view is in the URL) and the table
// (who, what, when, a link to the record, and the before/after in an expandable <details>).
import { type AuditEntry, auditActorText } from "@skillbridge/core/back-office";
import { Form, Link } from "react-router";
import adminStyles from "../../admin-ui/admin.module.css";
import { whenText } from "../../admin-ui/labels";
import { SelectField, staffOptions } from "../../admin-ui/select-field";
import { AdminTable } from "../../admin-ui/table-controls";
import { changedFields, entityHref } from "./audit-links";
import styles from "./site.module.css";

export type AuditView = { entity: string; entityId: string; staffId: string; from: string; to: string; page: number };

export function readAuditView(params: URLSearchParams): AuditView {
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 60);
  const day = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text(name)) ? text(name) : "");
  const page = Number(params.get("page"));
  return {
    entity: text("entity"),
    entityId: text("entityId"),
    staffId: /^\d+$/.test(text("staffId")) ? text("staffId") : "",
    from: day("from"),
    to: day("to"),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

const FILTER_NAMES = ["entity", "entityId", "staffId", "from", "to"] as const;

/** The view's filters, empty ones left out (the API's query reads them so). */
export function auditFilters(view: AuditView): Partial<Record<(typeof FILTER_NAMES)[number], string>> {
  const filters: Partial<Record<(typeof FILTER_NAMES)[number], string>> = {};
  for (const name of FILTER_NAMES) {
    if (view[name]) filters[name] = view[name];
  }
  return filters;
}

/** The view's filters as a query string (empty ones left out), with a page when asked. */
export function auditQuery(view: AuditView, page?: number): string {
  const params = new URLSearchParams(auditFilters(view));
  if (page && page > 1) params.set("page", String(page));
  return params.toString();
}

export function AuditFilters({
  view,
  entities,
  staff,
}: {
  view: AuditView;
  entities: string[];
  staff: { id: number; name: string }[];
}) {
  return (
    <Form method="get" className={`card ${adminStyles.filters}`} aria-label="Filter the audit log">
      <div className="field">
        <label htmlFor="audit-entity">Record type</label>
        <select id="audit-entity" name="entity" defaultValue={view.entity}>
          <option value="">All</option>
          {[...new Set([...entities, ...(view.entity ? [view.entity] : [])])].map((entity) => (
            <option key={entity} value={entity}>
              {entity}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-entity-id">Record id</label>
        <input id="audit-entity-id" name="entityId" inputMode="numeric" defaultValue={view.entityId} />
      </div>
      <SelectField
        id="audit-staff"
        name="staffId"
        label="Staff member"
        defaultValue={view.staffId}
        placeholder="Anyone"
        options={staffOptions(staff)}
      />
      <div className="field">
        <label htmlFor="audit-from">From (IST)</label>
        <input id="audit-from" name="from" type="date" defaultValue={view.from} />
      </div>
      <div className="field">
        <label htmlFor="audit-to">To (IST)</label>
        <input id="audit-to" name="to" type="date" defaultValue={view.to} />
      </div>
      <div className={adminStyles.actions}>
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        <Link to="/admin/audit" className="btn">
          Clear
        </Link>
      </div>
    </Form>
  );
}

const pretty = (value: unknown) => (value == null ? "—" : JSON.stringify(value, null, 2));

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminTable caption="Audit log, newest first" columns={["When", "Who", "What", "Record", "Changes"]}>
      {entries.map((entry) => {
        const href = entityHref(entry);
        const label = `${entry.entity}${entry.entityId ? ` #${entry.entityId}` : ""}`;
        const changed = changedFields(entry.before, entry.after);
        return (
          <tr key={entry.id}>
            <td className={adminStyles.nowrap}>{whenText(entry.at)}</td>
            <td>{auditActorText(entry)}</td>
            <td>{entry.action}</td>
            <td>{href ? <Link to={href}>{label}</Link> : label}</td>
            <td>
              {changed.length > 0 ? (
                <ul className={styles.changed}>
                  {changed.slice(0, 4).map((item) => (
                    <li key={item.name}>
                      {item.name}: {item.from} → {item.to}
                    </li>
                  ))}
                  {changed.length > 4 ? <li>and {changed.length - 4} more</li> : null}
                </ul>
              ) : null}
              {entry.before != null || entry.after != null ? (
                <details>
                  <summary>Before and after</summary>
                  <div className={styles.diff}>
                    <div>
                      <h3>Before</h3>
                      <pre className={styles.body}>{pretty(entry.before)}</pre>
                    </div>
                    <div>
                      <h3>After</h3>
                      <pre className={styles.body}>{pretty(entry.after)}</pre>
                    </div>
                  </div>
                </details>
              ) : (
                "—"
              )}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
