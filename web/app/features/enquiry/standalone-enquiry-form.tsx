// The standalone course enquiry form (spec §2, §5, §8): e-mail, name and contact required (add
// the country code), a course picked from the suggestions (which sets its numeric id), query
// optional. Success: 'Enquiry created successfully!' and the form clears; failure: 'Failed to
// create enquiry: ' plus the error.
import { fallbackErrors } from "@skillbridge/core/messages";
import { enquiryMessages } from "@skillbridge/core/schemas";
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

export const STANDALONE_ENQUIRY_HEADING = "Great For Showing Interest, Now Please Share Your Details";
export const STANDALONE_ENQUIRY_SENT = "Enquiry created successfully!";
export const STANDALONE_ENQUIRY_FAILED = "Failed to create enquiry: ";

export function StandaloneEnquiryForm() {
  const toast = useToast();
  const headingId = useId();
  const { submit, state, honeypot, setHoneypot } = useSubmission("/ictEnquiry/", "standalone-enquiry");
  const [person, setPerson] = useState<PersonValues>(emptyPerson);
  const [courseText, setCourseText] = useState("");
  const [courseId, setCourseId] = useState<number | null>(null);
  const [query, setQuery] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = state === "loading";

  function clear() {
    setPerson(emptyPerson);
    setCourseText("");
    setCourseId(null);
    setQuery("");
    setErrors({});
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const payload = {
      ...person,
      ...(courseId ? { ict_id: courseId } : {}),
      eQuery: query,
      eSrc: "website" as const,
      formSource: "standalone-enquiry" as const,
    };
    const courseMissing = courseText.trim() ? enquiryMessages.courseRequired : "Course is required";
    const result = await checkThenSend(form, payload, setErrors, submit, courseId ? {} : { ict_id: courseMissing });
    if (!result) return;
    if (result.ok) {
      toast.show(STANDALONE_ENQUIRY_SENT, "success");
      clear();
      return;
    }
    setErrors(serverFieldErrors(result));
    toast.show(`${STANDALONE_ENQUIRY_FAILED}${failureText(result, fallbackErrors.createEnquiry)}`, "error");
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{STANDALONE_ENQUIRY_HEADING}</h2>
      <p className={styles.lead}>Tell us which course you are interested in and we will get back to you.</p>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className={styles.form}>
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
          text={courseText}
          selectedId={courseId}
          onTextChange={(text) => {
            setCourseText(text);
            setCourseId(null); // spec §5: editing the text by hand clears the chosen course
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
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <div className={styles.submit}>
          <SubmissionNotice />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? "Sending…" : "Submit"}
          </button>
        </div>
      </form>
    </section>
  );
}
