// The contact page form: name required; e-mail and contact so we can answer;
// a course from the suggestions, optional; an empty query is replaced by a default text on
// submit. A real form: it posts to the /contact action, which stores it through
// POST /ictEnquiry/ as a contact message. With scripts a fetcher sends it: success is a toast and
// the form resets; without them the answer page says the same under the form.
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { CourseSuggestInput } from "../../forms/course-suggest-input";
import { emptyPerson, enquiryErrors, focusFirstError, type PersonValues, pick } from "../../forms/enquiry-form";
import styles from "../../forms/enquiry-form.module.css";
import { TextAreaField } from "../../forms/field";
import { type FormAnswer, useFetcherAnswer } from "../../forms/form-answer";
import { FormOutcome } from "../../forms/form-outcome";
import { ENQUIRY_PERSON_FIELDS, PersonFields } from "../../forms/person-fields";
import { SubmissionFields } from "../../forms/submission-fields";
import { SubmissionNotice } from "../../forms/submission-notice";
import { useToast } from "../../ui/toast";

export const DEFAULT_CONTACT_QUERY = "Please contact me about your courses.";
export const CONTACT_SENT = "Thank you! Your message has been sent. We will reply within 1 business day.";
export const CONTACT_FAILED = "Failed to send your message: ";
export const CONTACT_INTENT = "contact";

/** An empty query becomes the default text; a course typed but not picked is kept in it. */
export function contactQuery(query: string, typedCourse: string | null): string {
  const text = query.trim() || DEFAULT_CONTACT_QUERY;
  return typedCourse ? `${text}\nCourse of interest: ${typedCourse}` : text;
}

/** The contact message as the API takes it, from what the form holds. */
export function contactPayload(values: PersonValues & { query: string; courseText: string }, courseId: number | null) {
  const typedCourse = !courseId && values.courseText.trim() ? values.courseText.trim() : null;
  return {
    eName: values.eName,
    eEmail: values.eEmail,
    eContact: values.eContact,
    ...(courseId ? { ict_id: courseId } : {}),
    eQuery: contactQuery(values.query, typedCourse),
    eSrc: "website" as const,
    formSource: "contact" as const,
  };
}

export function ContactForm({ posted }: { posted?: FormAnswer }) {
  const toast = useToast();
  const headingId = useId();
  const fetcher = useFetcher<FormAnswer>();
  const refused = posted && !posted.ok ? posted : undefined;
  const [person, setPerson] = useState<PersonValues>({ ...emptyPerson, ...pick(refused?.values) });
  const [courseText, setCourseText] = useState(refused?.values.courseName ?? "");
  const [courseId, setCourseId] = useState<number | null>(null);
  const [query, setQuery] = useState(refused?.values.eQuery ?? "");
  const [errors, setErrors] = useState<Record<string, string>>(refused?.fieldErrors ?? {});
  const [generation, setGeneration] = useState(0);
  const sending = fetcher.state !== "idle";

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      toast.show(answer.message, "success");
      setPerson(emptyPerson);
      setCourseText("");
      setCourseId(null);
      setQuery("");
      setErrors({});
      setGeneration((n) => n + 1);
      return;
    }
    setErrors(answer.fieldErrors);
    if (answer.formError) toast.show(answer.formError, "error");
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Send us a message</h2>
      <fetcher.Form
        method="post"
        action="/contact"
        noValidate
        aria-labelledby={headingId}
        className={styles.form}
        onSubmit={(event) => {
          const found = sending ? {} : enquiryErrors(contactPayload({ ...person, query, courseText }, courseId));
          setErrors(found);
          if (sending || Object.keys(found).length > 0) {
            event.preventDefault();
            focusFirstError(event.currentTarget, found);
          }
        }}
      >
        <input type="hidden" name="intent" value={CONTACT_INTENT} />
        <PersonFields
          names={ENQUIRY_PERSON_FIELDS}
          values={person}
          errors={errors}
          onChange={(name, value) => setPerson((current) => ({ ...current, [name]: value }))}
        />
        <CourseSuggestInput
          label="Course name (optional)"
          hint="Start typing to see matching courses."
          name="courseName"
          idName="ict_id"
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
        <SubmissionFields generation={generation} />
        <FormOutcome posted={posted} />
        <div className={styles.submit}>
          <SubmissionNotice />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? "Sending…" : "Send message"}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
