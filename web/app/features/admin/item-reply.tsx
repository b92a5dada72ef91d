// Answer the visitor by e-mail from the item page: checked with the API's schema, queued in the
// outbox (sent in the background, retried if the mail server fails) and kept as a note.
import { type InboxDetail, inboxReplySchema } from "@skillbridge/core/back-office";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { TextAreaField, TextField } from "../../forms/field";
import { useToast } from "../../ui/toast";
import styles from "./admin.module.css";

type Errors = Partial<Record<"subject" | "message", string>>;

export function ItemReply({ item }: { item: InboxDetail }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const about = item.courseName ?? item.eventTitle;
  const [subject, setSubject] = useState(about ? `Your enquiry about ${about}` : "Your message to SkillBridge Academy");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="reply-heading">
      <h2 id="reply-heading">Reply by e-mail</h2>
      <p className={styles.muted}>
        To {item.name} &lt;{item.email}&gt;. Sent from the outbox; kept in the notes.
      </p>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const checked = inboxReplySchema.safeParse({ subject, message });
          if (!checked.success) {
            const found: Errors = {};
            for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
            return setErrors(found);
          }
          setErrors({});
          setPending(true);
          const result = await api.post(`/admin/inbox/${item.type}/${item.id}/reply`, checked.data);
          setPending(false);
          if (!result.ok) return toast.show("The reply could not be queued. Please try again.", "error");
          setMessage("");
          toast.show("Reply queued: it will be sent shortly.", "success");
          await revalidator.revalidate();
        }}
      >
        <TextField
          label="Subject"
          name="subject"
          maxLength={200}
          value={subject}
          error={errors.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={6}
          maxLength={5000}
          value={message}
          error={errors.message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Queuing…" : "Send reply"}
        </button>
      </form>
    </section>
  );
}
