// Testimonials as staff see them, newest first: picture, learner, message, status; edit, and
// withdraw (asked first; a withdrawn testimonial is never shown publicly) or restore. Without
// scripts each posts to the page's action; Withdraw asks on the page (?deactivate={id}).
import type { AdminTestimonial } from "@skillbridge/core/admin/testimonial";
import { useState } from "react";
import adminStyles from "../../admin-ui/admin.module.css";
import { ConfirmDialog, EditButton, StatusToggle, useStatusChange } from "../../admin-ui/row-actions";
import { StatusBadge } from "../../admin-ui/select-field";
import { AdminTable } from "../../admin-ui/table-controls";
import styles from "./site.module.css";
import { TESTIMONIAL_INTENTS, TestimonialDialog, testimonialFormField } from "./testimonial-dialog";

export function TestimonialTable({ testimonials }: { testimonials: AdminTestimonial[] }) {
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const status = useStatusChange<AdminTestimonial>({
    intent: TESTIMONIAL_INTENTS.status,
    failure: "The testimonial could not be changed.",
  });

  if (testimonials.length === 0)
    return <p className="message message-empty">No testimonials yet: add the first one.</p>;
  return (
    <>
      <AdminTable caption="Testimonials, newest first" columns={["Picture", "Learner", "Message", "Status", "Actions"]}>
        {testimonials.map((item) => (
          <tr key={item.id}>
            <td>
              {item.learnerImg ? (
                <img src={item.learnerImg} alt="" className={adminStyles.thumb} loading="lazy" />
              ) : (
                "—"
              )}
            </td>
            <th scope="row">{item.learnerName}</th>
            <td className={styles.message}>{item.message}</td>
            <td>
              <StatusBadge status={item.status} />
            </td>
            <td>
              <div className={adminStyles.actions}>
                <EditButton
                  name={`the testimonial of ${item.learnerName}`}
                  field={testimonialFormField(item)}
                  onClick={() => setEditing(item)}
                />
                <StatusToggle
                  status={item.status}
                  name={`the testimonial of ${item.learnerName}`}
                  verbs={{ off: "Withdraw", on: "Restore" }}
                  busy={status.busy}
                  onAsk={() => status.setRetiring(item)}
                  onActivate={() => status.setStatus(item, "A")}
                  post={{ intent: TESTIMONIAL_INTENTS.status, id: item.id }}
                  askField={{ name: "deactivate", value: String(item.id) }}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <TestimonialDialog open={editing !== null} testimonial={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={status.retiring !== null}
        title={WITHDRAW_TESTIMONIAL_TITLE}
        confirmLabel="Withdraw"
        busy={status.busy}
        onConfirm={() => status.retiring && status.setStatus(status.retiring, "I")}
        onClose={() => status.setRetiring(null)}
      >
        <WithdrawTestimonialText testimonial={status.retiring} />
      </ConfirmDialog>
    </>
  );
}

export const WITHDRAW_TESTIMONIAL_TITLE = "Withdraw this testimonial?";

/** What withdrawing a testimonial does, asked in the dialog or, without scripts, on the page. */
export function WithdrawTestimonialText({ testimonial }: { testimonial: AdminTestimonial | null }) {
  return (
    <p>
      The testimonial of {testimonial?.learnerName} will no longer be shown on the website. You can restore it later.
    </p>
  );
}
