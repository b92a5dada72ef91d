// The event enquiry popup (spec §2, §5, §8): titled 'Enquire About' plus the event title, the
// title shown read-only; name, e-mail and contact required, message optional. Posts
// POST /ictEnquiry/ as an event enquiry. Success: 'Your request has been sent!' and the popup
// closes; failure: 'Failed:' plus the error, and the popup stays open with the details kept.
import { fallbackErrors } from "@skillbridge/core/messages";
import { type FormEvent, useState } from "react";
import { failureText } from "../../forms/errors";
import { TextAreaField, TextField } from "../../forms/field";
import { HoneypotField } from "../../forms/honeypot";
import { ENQUIRY_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { useSubmission } from "../../forms/use-submission";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import styles from "./enquiry.module.css";
import { checkThenSend, emptyPerson, type PersonValues, serverFieldErrors } from "./enquiry-form";

export const EVENT_ENQUIRY_SENT = "Your request has been sent!";

type Props = {
  event: { id: number; title: string; courseId: number | null };
  onClose: () => void;
};

export function EventEnquiryDialog({ event, onClose }: Props) {
  const toast = useToast();
  const { submit, state, honeypot, setHoneypot } = useSubmission("/ictEnquiry/", "event-enquiry");
  const [person, setPerson] = useState<PersonValues>(emptyPerson);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = state === "loading";

  async function onSubmit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (sending) return;
    const form = formEvent.currentTarget;
    const payload = {
      eventId: event.id,
      ...(event.courseId ? { ict_id: event.courseId } : {}),
      ...person,
      eQuery: message,
      eSrc: "website" as const,
      formSource: "event-enquiry" as const,
    };
    const result = await checkThenSend(form, payload, setErrors, submit);
    if (!result) return;
    if (result.ok) {
      toast.show(EVENT_ENQUIRY_SENT, "success");
      onClose();
      return;
    }
    setErrors(serverFieldErrors(result));
    toast.show(`Failed: ${failureText(result, fallbackErrors.createEnquiry)}`, "error");
  }

  return (
    <Dialog open onClose={onClose} title={`Enquire About ${event.title}`}>
      <form noValidate onSubmit={onSubmit} aria-label={`Enquiry about ${event.title}`}>
        <TextField label="Event" name="eventTitle" value={event.title} readOnly />
        <PersonFields
          names={ENQUIRY_PERSON_FIELDS}
          values={person}
          errors={errors}
          onChange={(name, value) => setPerson((current) => ({ ...current, [name]: value }))}
        />
        <TextAreaField
          label="Message (optional)"
          name="eQuery"
          value={message}
          onChange={(changeEvent) => setMessage(changeEvent.target.value)}
          error={errors.eQuery}
        />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <div className={styles.submit}>
          <SubmissionNotice />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? "Sending…" : "Send enquiry"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
