// The standalone course enquiry form: e-mail, name and contact required (add
// the country code), a course picked from the suggestions (which sets its numeric id), query
// optional. Success: 'Enquiry created successfully!' and the form clears; failure: 'Failed to
// create enquiry: ' plus the error.
import { enquiryMessages } from "@skillbridge/core/schemas";
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

export const STANDALONE_ENQUIRY_HEADING = "Great For Showing Interest, Now Please Share Your Details";
export const STANDALONE_ENQUIRY_SENT = "Enquiry created successfully!";
export const STANDALONE_ENQUIRY_FAILED = "Failed to create enquiry: ";
export const STANDALONE_ENQUIRY_INTENT = "standalone-enquiry";

/** The enquiry as the API takes it, and the form's own rule: a course picked from the suggestions. */
export function standalonePayload(person: PersonValues, query: string, courseId: number | null) {
  return {
    ...person,
    ...(courseId ? { ict_id: courseId } : {}),
    eQuery: query,
    eSrc: "website" as const,
    formSource: "standalone-enquiry" as const,
  };
}
export function standaloneErrors(payload: Record<string, unknown>, courseId: number | null, courseText: string) {
  const courseMissing = courseText.trim() ? enquiryMessages.courseRequired : "Course is required";
  return { ...enquiryErrors(payload), ...(courseId ? {} : { ict_id: courseMissing }) };
}

export function StandaloneEnquiryForm({ posted }: { posted?: FormAnswer }) {
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
      <h2 id={headingId}>{STANDALONE_ENQUIRY_HEADING}</h2>
      <p className={styles.lead}>Tell us which course you are interested in and we will get back to you.</p>
      <fetcher.Form
        method="post"
        action="/contact"
        noValidate
        aria-labelledby={headingId}
        className={styles.form}
        onSubmit={(event) => {
          const found = sending
            ? {}
            : standaloneErrors(standalonePayload(person, query, courseId), courseId, courseText);
          setErrors(found);
          if (sending || Object.keys(found).length > 0) {
            event.preventDefault();
            focusFirstError(event.currentTarget, found);
          }
        }}
      >
        <input type="hidden" name="intent" value={STANDALONE_ENQUIRY_INTENT} />
        <div className={styles.pair}>
          <PersonFields
            names={ENQUIRY_PERSON_FIELDS}
            emailFirst
            values={person}
            errors={errors}
            onChange={(name, value) => setPerson((current) => ({ ...current, [name]: value }))}
          />
        </div>
        <CourseSuggestInput
          label="Course"
          required
          hint="Type part of the course name and pick it from the suggestions."
          name="courseName"
          idName="ict_id"
          text={courseText}
          selectedId={courseId}
          onTextChange={(text) => {
            setCourseText(text);
            setCourseId(null); // editing the text by hand clears the chosen course
          }}
          onSelect={(course) => {
            setCourseText(course.ictName);
            setCourseId(course.id);
            setErrors(({ ict_id: _fixed, ...rest }) => rest);
          }}
          error={errors.ict_id}
        />
        <TextAreaField
          label="Query (optional)"
          name="eQuery"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          error={errors.eQuery}
        />
        <SubmissionFields generation={generation} />
        <FormOutcome posted={posted} />
        <div className={styles.submit}>
          <SubmissionNotice />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? "Sending…" : "Submit"}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
