// One form for a new course and for a course's details: name, type, domain, descriptions, hours,
// price in ₹ and image. Checked in the browser with the API's own schema, then posted to the
// route's action (course-action.server.ts; a fetcher with scripts, a plain post without), which
// builds the same body with courseBody; the API's 422 messages land on the same fields.
import {
  type AdminDomain,
  type CourseCreate,
  catalogueMessages,
  courseCreateSchema,
} from "@skillbridge/core/admin/catalogue";
import { COURSE_TYPES } from "@skillbridge/core/constants";
import type { Course } from "@skillbridge/core/schemas";
import { type FormEvent, useState } from "react";
import { useActionForm } from "../../admin-ui/action-form";
import adminStyles from "../../admin-ui/admin.module.css";
import { type FieldErrors, issueErrors, numberOrNull } from "../../admin-ui/form-errors";
import { SelectField } from "../../admin-ui/select-field";
import { UPLOAD_FORM_ENCODING, UploadField, uploadFieldName } from "../../admin-ui/upload-field";
import { TextAreaField, TextField } from "../../forms/field";
import styles from "./catalogue.module.css";

export type CourseFormValues = {
  ictName: string;
  ictType: string;
  domainId: string;
  ictSDesc: string;
  ictDesc: string;
  ictImg: string;
  TrainingHour: string;
  LabHour: string;
  ictMrp: string;
  sellPrice: string;
};

export function courseFormValues(course: Course | null, domainId?: number): CourseFormValues {
  return {
    ictName: course?.ictName ?? "",
    ictType: course?.ictType ?? "",
    domainId: String(course?.domainId ?? domainId ?? ""),
    ictSDesc: course?.ictSDesc ?? "",
    ictDesc: course?.ictDesc ?? "",
    ictImg: course?.ictImg ?? "",
    TrainingHour: String(course?.hoursData?.TrainingHour ?? (course ? 0 : "")),
    LabHour: String(course?.hoursData?.LabHour ?? (course ? 0 : "")),
    ictMrp: course?.costData ? String(course.costData.ictMrp) : "",
    sellPrice: course?.costData ? String(course.costData.sellPrice) : "",
  };
}

/** Every field of the form, in the order it shows them. */
const COURSE_FIELDS = Object.keys(courseFormValues(null)) as (keyof CourseFormValues)[];

/** The hidden `intent` the form posts, so the route's action knows which form it is. */
export const COURSE_FORM_INTENT = "course";

/** The form's fields as posted without scripts (a missing one is empty). */
export function readCourseFormValues(form: Record<string, string | undefined>): CourseFormValues {
  return Object.fromEntries(COURSE_FIELDS.map((key) => [key, form[key] ?? ""])) as CourseFormValues;
}

/** A post the route's action refused: the messages per field and what was typed. */
export type CourseFormAnswer = { errors: FieldErrors; values?: CourseFormValues };

/** The form's text values as the API's body (numbers as numbers, empty prices as null). */
export function courseBody(values: CourseFormValues): CourseCreate {
  return {
    ictName: values.ictName,
    ictType: values.ictType as CourseCreate["ictType"],
    domainId: values.domainId,
    ictSDesc: values.ictSDesc,
    ictDesc: values.ictDesc,
    ictImg: values.ictImg,
    TrainingHour: numberOrNull(values.TrainingHour) as number,
    LabHour: numberOrNull(values.LabHour) as number,
    ictMrp: numberOrNull(values.ictMrp),
    sellPrice: numberOrNull(values.sellPrice),
  };
}

type Props = {
  initial: CourseFormValues;
  domains: AdminDomain[];
  submitLabel: string;
  /** The route action's answer to a post made without scripts: shown beside the fields. */
  posted?: CourseFormAnswer;
};

export function CourseForm({ initial, domains, submitLabel, posted }: Props) {
  const [values, setValues] = useState(posted?.values ?? initial);
  // Posted to the page's action with scripts too; saved, it redirects with its one-time message.
  const { errors, setErrors, pending, send } = useActionForm(() => {}, posted?.errors ?? {});
  const set = (key: keyof CourseFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const bind = (key: keyof CourseFormValues) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key)(event.currentTarget.value),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = courseCreateSchema.safeParse(courseBody(values));
    if (!checked.success) return setErrors(issueErrors(checked.error.issues));
    send(event.currentTarget);
  }

  const errorCount = Object.keys(errors).length;
  return (
    // POST, never GET: a form sent before the scripts run must not put its fields in an address.
    <form
      method="post"
      encType={UPLOAD_FORM_ENCODING}
      className={`card ${adminStyles.form} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label="Course details"
    >
      <input type="hidden" name="intent" value={COURSE_FORM_INTENT} />
      {errorCount > 0 ? (
        <p role="alert" className="message message-error">
          {errors.form ?? `Check the ${errorCount === 1 ? "field" : `${errorCount} fields`} marked below.`}
        </p>
      ) : null}
      <TextField label="Course name" required maxLength={200} {...bind("ictName")} />
      <div className={adminStyles.grid}>
        <SelectField
          label="Type"
          required
          placeholder="Choose a type"
          options={COURSE_TYPES.map((type) => ({ value: type, label: type }))}
          {...bind("ictType")}
        />
        <SelectField
          label="Domain"
          required
          placeholder="Choose a domain"
          options={domains.map((domain) => ({
            value: String(domain.id),
            label: domain.status === "A" ? domain.domain : `${domain.domain} (inactive)`,
          }))}
          {...bind("domainId")}
        />
      </div>
      <TextAreaField
        label="Short description"
        rows={2}
        maxLength={500}
        hint="Shown on course cards and under the course name."
        {...bind("ictSDesc")}
      />
      <TextAreaField
        label="Long description"
        rows={8}
        maxLength={20000}
        hint="The course page shows its first 150 characters, with Read more."
        {...bind("ictDesc")}
      />
      <fieldset className={adminStyles.fieldset}>
        <legend>Hours</legend>
        <div className={adminStyles.grid}>
          <TextField
            label="Training hours"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            {...bind("TrainingHour")}
          />
          <TextField
            label="Lab hours"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            {...bind("LabHour")}
          />
        </div>
      </fieldset>
      <fieldset className={adminStyles.fieldset}>
        <legend>Price in ₹ (INR)</legend>
        <p className="field-hint">{catalogueMessages.pricePair}. All taxes inclusive.</p>
        <div className={adminStyles.grid}>
          <TextField label="List price (₹)" type="number" inputMode="numeric" min={0} step={1} {...bind("ictMrp")} />
          <TextField
            label="Sell price (₹)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint="Not above the list price."
            {...bind("sellPrice")}
          />
        </div>
      </fieldset>
      <fieldset className={adminStyles.fieldset}>
        <legend>Image</legend>
        <UploadField
          id="course-image-upload"
          label="Upload an image"
          kind="image"
          field="ictImg"
          value={values.ictImg}
          error={errors[uploadFieldName("ictImg")]}
          onChange={set("ictImg")}
        />
        <TextField
          label="Image path or address"
          required
          maxLength={500}
          hint="Filled in by the upload; or a site path such as /images/courses/cloud.svg, or an https:// address."
          {...bind("ictImg")}
        />
      </fieldset>
      <div className={adminStyles.row}>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Saving…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
