// The event enquiry popup: titled 'Enquire About' plus the event title, the
// title shown read-only; name, e-mail and contact required, message optional. Stored through
// POST /ictEnquiry/ as an event enquiry. Success: 'Your request has been sent!' and the popup
// closes; failure: 'Failed:' plus the error, and the popup stays open with the details kept.
// A real form: it posts to /events/{id}/enquiry, whose page shows the same form to a
// visitor without scripts (the card's Enquire is a link there) and its answer under it.
import { eventsCopy as copy } from "@skillbridge/core/page-copy/events";
import { useState } from "react";
import { useFetcher } from "react-router";
import { emptyPerson, enquiryErrors, focusFirstError, type PersonValues, pick } from "../../forms/enquiry-form";
import styles from "../../forms/enquiry-form.module.css";
import { TextAreaField, TextField } from "../../forms/field";
import { type FormAnswer, useFetcherAnswer } from "../../forms/form-answer";
import { FormOutcome } from "../../forms/form-outcome";
import { ENQUIRY_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionFields } from "../../forms/submission-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import { eventEnquiryPath } from "./event-list";

export const EVENT_ENQUIRY_SENT = "Your request has been sent!";
export const EVENT_ENQUIRY_FAILED = "Failed: ";
export const EVENT_ENQUIRY_INTENT = "event-enquiry";

export type EnquiryEvent = { id: number; title: string; courseId: number | null };

export const eventEnquiryTitle = (title: string) => `${copy.enquiryTitle} ${title}`;

/** The event enquiry as the API takes it. */
export function eventPayload(event: Pick<EnquiryEvent, "id" | "courseId">, person: PersonValues, message: string) {
  return {
    eventId: event.id,
    ...(event.courseId ? { ict_id: event.courseId } : {}),
    ...person,
    eQuery: message,
    eSrc: "website" as const,
    formSource: "event-enquiry" as const,
  };
}

type FormProps = {
  event: EnquiryEvent;
  /** The answer to a post made without scripts (the enquiry page). */
  posted?: FormAnswer;
  /** With scripts, after a success (the popup closes). */
  onSent?: () => void;
  "aria-labelledby"?: string;
};

export function EventEnquiryForm({ event, posted, onSent, ...labelled }: FormProps) {
  const toast = useToast();
  const fetcher = useFetcher<FormAnswer>();
  const refused = posted && !posted.ok ? posted : undefined;
  const [person, setPerson] = useState<PersonValues>({ ...emptyPerson, ...pick(refused?.values) });
  const [message, setMessage] = useState(refused?.values.eQuery ?? "");
  const [errors, setErrors] = useState<Record<string, string>>(refused?.fieldErrors ?? {});
  const [generation, setGeneration] = useState(0);
  const sending = fetcher.state !== "idle";

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      toast.show(answer.message, "success");
      setPerson(emptyPerson);
      setMessage("");
      setErrors({});
      setGeneration((n) => n + 1);
      onSent?.();
      return;
    }
    setErrors(answer.fieldErrors);
    if (answer.formError) toast.show(answer.formError, "error");
  });

  return (
    <fetcher.Form
      method="post"
      action={eventEnquiryPath(event.id)}
      noValidate
      aria-label={labelled["aria-labelledby"] ? undefined : `Enquiry about ${event.title}`}
      aria-labelledby={labelled["aria-labelledby"]}
      onSubmit={(formEvent) => {
        const found = sending ? {} : enquiryErrors(eventPayload(event, person, message));
        setErrors(found);
        if (sending || Object.keys(found).length > 0) {
          formEvent.preventDefault();
          focusFirstError(formEvent.currentTarget, found);
        }
      }}
    >
      <TextField label={copy.eventField} name="eventTitle" value={event.title} readOnly />
      <PersonFields
        names={ENQUIRY_PERSON_FIELDS}
        values={person}
        errors={errors}
        onChange={(name, value) => setPerson((current) => ({ ...current, [name]: value }))}
      />
      <TextAreaField
        label={copy.messageField}
        name="eQuery"
        value={message}
        onChange={(changeEvent) => setMessage(changeEvent.target.value)}
        error={errors.eQuery}
      />
      <SubmissionFields generation={generation} />
      <FormOutcome posted={posted} />
      <div className={styles.submit}>
        <SubmissionNotice />
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? copy.sending : copy.send}
        </button>
      </div>
    </fetcher.Form>
  );
}

type DialogProps = { event: EnquiryEvent; onClose: () => void };

export function EventEnquiryDialog({ event, onClose }: DialogProps) {
  return (
    <Dialog open onClose={onClose} title={eventEnquiryTitle(event.title)}>
      <EventEnquiryForm event={event} onSent={onClose} />
    </Dialog>
  );
}
