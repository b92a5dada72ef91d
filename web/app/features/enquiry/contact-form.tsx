// The contact page form (spec §2, §5): name required; e-mail and contact so we can answer;
// a course from the suggestions, optional; an empty query is replaced by a default text on
// submit. Posts POST /ictEnquiry/ as a contact message. Success: a toast and the form resets.
import { fallbackErrors } from "@skillbridge/core/messages";
import { type FormEvent, useId, useState } from "react";
import { CourseSuggestInput } from "../../forms/course-suggest-input";
import { failureText } from "../../forms/errors";
import { TextAreaField } from "../../forms/field";
import { HoneypotField } from "../../forms/honeypot";
import { ENQUIRY_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { useSubmission } from "../../forms/use-submission";
import { useToast } from "../../ui/toast";
import styles from "./enquiry.module.css";
import { checkThenSend, emptyPerson, type PersonValues, serverFieldErrors } from "./enquiry-form";

export const DEFAULT_CONTACT_QUERY = "Please contact me about your courses.";
export const CONTACT_SENT = "Thank you! Your message has been sent. We will reply within 1 business day.";
export const CONTACT_FAILED = "Failed to send your message: ";

/** spec §5: an empty query becomes the default text; a course typed but not picked is kept in it. */
export function contactQuery(query: string, typedCourse: string | null): string {
  const text = query.trim() || DEFAULT_CONTACT_QUERY;
  return typedCourse ? `${text}\nCourse of interest: ${typedCourse}` : text;
}

export function ContactForm() {
  const toast = useToast();
  const headingId = useId();
  const { submit, state, honeypot, setHoneypot } = useSubmission("/ictEnquiry/", "contact");
  const [person, setPerson] = useState<PersonValues>(emptyPerson);
  const [courseText, setCourseText] = useState("");
  const [courseId, setCourseId] = useState<number | null>(null);
  const [query, setQuery] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = state === "loading";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const typedCourse = !courseId && courseText.trim() ? courseText.trim() : null;
    const payload = {
      ...person,
      ...(courseId ? { ict_id: courseId } : {}),
      eQuery: contactQuery(query, typedCourse),
      eSrc: "website" as const,
      formSource: "contact" as const,
    };
    const result = await checkThenSend(form, payload, setErrors, submit);
    if (!result) return;
    if (result.ok) {
      toast.show(CONTACT_SENT, "success");
      setPerson(emptyPerson);
      setCourseText("");
      setCourseId(null);
      setQuery("");
      return;
    }
    setErrors(serverFieldErrors(result));
    toast.show(`${CONTACT_FAILED}${failureText(result, fallbackErrors.createEnquiry)}`, "error");
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Send us a message</h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className={styles.form}>
        <PersonFields
          names={ENQUIRY_PERSON_FIELDS}
          values={person}
          errors={errors}
          onChange={(name, value) => setPerson((current) => ({ ...current, [name]: value }))}
        />
        <CourseSuggestInput
          label="Course name (optional)"
          hint="Start typing to see matching courses."
          text={courseText}
          selectedId={courseId}
          onTextChange={(text) => {
            setCourseText(text);
            setCourseId(null);
          }}
          onSelect={(course) => {
            setCourseText(course.ictName);
            setCourseId(course.id);
          }}
          error={errors.ict_id}
        />
        <TextAreaField
          label="Your query"
          name="eQuery"
          rows={4}
          hint="Leave it empty and we will simply call you back."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          error={errors.eQuery}
        />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <div className={styles.submit}>
          <SubmissionNotice />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? "Sending…" : "Send message"}
          </button>
        </div>
      </form>
    </section>
  );
}
