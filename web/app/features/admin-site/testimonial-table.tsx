// Testimonials as staff see them, newest first: picture, learner, message, status; edit, and
// withdraw (asked first; a withdrawn testimonial is never shown publicly) or restore.
import type { AdminTestimonial } from "@skillbridge/core/admin/site";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { errorText } from "../../forms/errors";
import { useToast } from "../../ui/toast";
import adminStyles from "../admin/admin.module.css";
import { ConfirmDialog, StatusBadge } from "./form-parts";
import styles from "./site.module.css";
import { TestimonialDialog } from "./testimonial-dialog";

export function TestimonialTable({ testimonials }: { testimonials: AdminTestimonial[] }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const [retiring, setRetiring] = useState<AdminTestimonial | null>(null);
  const [busy, setBusy] = useState(false);

  async function setStatus(item: AdminTestimonial, status: "A" | "I") {
    setBusy(true);
    const result = await api.patch<AdminTestimonial>(`/admin/testimonials/${item.id}`, { status });
    setBusy(false);
    setRetiring(null);
    if (!result.ok) return toast.show(errorText(result.error, "The testimonial could not be changed."), "error");
    toast.show(
      status === "A" ? `The testimonial of ${item.learnerName} is on the website again` : "Testimonial withdrawn",
      "success",
    );
    await revalidator.revalidate();
  }

  if (testimonials.length === 0)
    return <p className="message message-empty">No testimonials yet: add the first one.</p>;
  return (
    <>
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table}>
          <caption className="visually-hidden">Testimonials, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Picture</th>
              <th scope="col">Learner</th>
              <th scope="col">Message</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {testimonials.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.learnerImg ? <img src={item.learnerImg} alt="" className={styles.thumb} loading="lazy" /> : "—"}
                </td>
                <th scope="row">{item.learnerName}</th>
                <td className={styles.message}>{item.message}</td>
                <td>
                  <StatusBadge status={item.status} />
                </td>
                <td>
                  <div className={adminStyles.actions}>
                    <button
                      type="button"
                      className="btn"
                      aria-haspopup="dialog"
                      aria-label={`Edit the testimonial of ${item.learnerName}`}
                      onClick={() => setEditing(item)}
                    >
                      Edit
                    </button>
                    {item.status === "A" ? (
                      <button
                        type="button"
                        className="btn"
                        aria-haspopup="dialog"
                        aria-label={`Withdraw the testimonial of ${item.learnerName}`}
                        disabled={busy}
                        onClick={() => setRetiring(item)}
                      >
                        Withdraw
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="btn"
                        aria-label={`Restore the testimonial of ${item.learnerName}`}
                        disabled={busy}
                        onClick={() => setStatus(item, "A")}
                      >
                        Restore
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TestimonialDialog open={editing !== null} testimonial={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={retiring !== null}
        title="Withdraw this testimonial?"
        confirmLabel="Withdraw"
        busy={busy}
        onConfirm={() => retiring && setStatus(retiring, "I")}
        onClose={() => setRetiring(null)}
      >
        <p>
          The testimonial of {retiring?.learnerName} will no longer be shown on the website. You can restore it later.
        </p>
      </ConfirmDialog>
    </>
  );
}
