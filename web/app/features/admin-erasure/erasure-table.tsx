// Learners' requests to be erased (DPDP Act). Erase asks on the page first
// (?erase={id}), since it cannot be undone.
import type { ErasureRequest } from "@skillbridge/core";
import adminStyles from "../../admin-ui/admin.module.css";
import { AdminTable } from "../../admin-ui/table-controls";

const when = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

export const ERASURE_KEEPS =
  "Erasing replaces the learner's name, e-mail, phone, organisation and country, ends their sign-in and calendar feed, blanks their enquiries and feedback texts and revokes their certificates. Tax invoices and payment records are kept as issued, as the law requires.";

export function ErasureConfirm({ request }: { request: ErasureRequest }) {
  return (
    <form method="post" action="/admin/erasure-requests" className="card" aria-label={`Erase ${request.learnerName}`}>
      <input type="hidden" name="intent" value="erase" />
      <input type="hidden" name="id" value={request.id} />
      <p>
        Erase the account of <strong>{request.learnerName}</strong>? This cannot be undone. {ERASURE_KEEPS}
      </p>
      <div className={adminStyles.actions}>
        <button type="submit" className="btn btn-primary">
          Erase the account
        </button>
        <a className="btn" href="/admin/erasure-requests">
          Cancel
        </a>
      </div>
    </form>
  );
}

export function ErasureTable({ items }: { items: ErasureRequest[] }) {
  return (
    <AdminTable caption="Erasure requests, open ones first" columns={["Asked", "Learner", "Status"]}>
      {items.map((item) => (
        <tr key={item.id}>
          <td className={adminStyles.nowrap}>{when.format(new Date(item.requestedAt))}</td>
          <th scope="row">{item.learnerName}</th>
          <td>
            {item.erasedAt ? (
              <span className={adminStyles.badge}>Erased {when.format(new Date(item.erasedAt))}</span>
            ) : (
              <a className="btn" href={`/admin/erasure-requests?erase=${item.id}`}>
                Erase<span className="visually-hidden"> the account of {item.learnerName}</span>
              </a>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
