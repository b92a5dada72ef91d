// Answer the visitor by e-mail from the item page: checked with the API's schema, queued in the
// outbox (sent in the background, retried if the mail server fails) and kept as a note. A form
// post to the page's action, with or without scripts.
import { type InboxDetail, inboxReplySchema } from "@skillbridge/core/back-office";
import { useState } from "react";
import styles from "../../admin-ui/admin.module.css";
import { TextAreaField, TextField } from "../../forms/field";
import { ItemOutcome, useItemForm } from "./item-form";
import type { ItemAnswer } from "./item-texts";

type Errors = Partial<Record<"subject" | "message", string>>;

export function ItemReply({ item, posted }: { item: InboxDetail; posted?: ItemAnswer }) {
  const about = item.courseName ?? item.eventTitle;
  const refused = posted && !posted.ok ? posted : undefined;
  const [subject, setSubject] = useState(
    refused?.values?.subject ?? (about ? `Your enquiry about ${about}` : "Your message to SkillBridge Academy"),
  );
  const [message, setMessage] = useState(refused?.values?.message ?? "");
  const [errors, setErrors] = useState<Errors>(refused?.fieldErrors ?? {});
  const { fetcher, pending } = useItemForm("reply", () => setMessage(""));
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="reply-heading">
      <h2 id="reply-heading">Reply by e-mail</h2>
      <p className={styles.muted}>
        To {item.name} &lt;{item.email}&gt;. Sent from the outbox; kept in the notes.
      </p>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const checked = inboxReplySchema.safeParse({ subject, message });
          if (checked.success) return setErrors({});
          event.preventDefault();
          const found: Errors = {};
          for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
          setErrors(found);
        }}
      >
        <input type="hidden" name="intent" value="reply" />
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
        <ItemOutcome posted={posted} />
      </fetcher.Form>
    </section>
  );
}
