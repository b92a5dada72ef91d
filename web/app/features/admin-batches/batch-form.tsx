// Create or edit a batch: IST dates and times, study mode, location, hours, active/inactive, the
// last day late joining is allowed, the batch's own fee (rupees; empty = the course's price), the
// join link its learners see and the languages it is taught in ("Taught in", at least one) —
// checked with the API's schema before it is sent. Without scripts it posts to the
// route's action (batch-action.server.ts), which reads it with readBatchFormValues and builds the
// same body with batchBody; the action's refusal comes back as `posted`.
import { type AdminBatch, type BatchInput, batchInputSchema, STUDY_MODES } from "@skillbridge/core/admin/batches";
import { paiseToDecimal } from "@skillbridge/core/money";
import { DEFAULT_TEACHING_LANGUAGE, type TeachingLanguage } from "@skillbridge/core/teaching-languages";
import { createContext, useContext, useId, useState } from "react";
import type { FieldErrors } from "../../admin-ui/form-errors";
import { SavingForm, useSavingForm } from "../../admin-ui/saving-form";
import { SelectField } from "../../admin-ui/select-field";
import { TextField } from "../../forms/field";
import styles from "./batches.module.css";

/** `languages` is the ticked codes joined with commas (the form's values are all text). */
type Values = Record<keyof Required<BatchInput>, string>;
export type BatchFormValues = Values;

/**
 * The teaching languages the "Taught in" checkboxes offer (the route's loader reads them). Each
 * checkbox is its own field, `language.{code}`, as the posted form keeps one value per name.
 */
export const BatchLanguagesContext = createContext<readonly TeachingLanguage[]>([]);
const LANGUAGE_FIELD_PREFIX = "language.";

const valuesOf = (batch: AdminBatch | null): Values => ({
  batchStartDate: batch?.batchStartDate ?? "",
  batchEndDate: batch?.batchEndDate ?? "",
  batchStartTime: batch?.batchStartTime ?? "10:00",
  batchEndTime: batch?.batchEndTime ?? "13:00",
  ictStudyMode: batch?.ictStudyMode ?? "Online",
  ictLocation: batch?.ictLocation ?? "",
  ictHours: batch ? String(batch.ictHours) : "",
  status: batch?.status ?? "A",
  lateJoinUntil: batch?.lateJoinUntil ?? "",
  batchFee: batch?.pricePaise != null ? paiseToDecimal(batch.pricePaise) : "",
  joinLink: batch?.joinLink ?? "",
  // A new batch starts as taught in English, as every batch before languages was.
  languages: (batch?.languages ?? [DEFAULT_TEACHING_LANGUAGE]).join(","),
});

/** The hidden `intent` of the batch form: a new batch of the course, or this batch's details. */
export const BATCH_FORM_INTENTS = { add: "batch-add", save: "batch-save" } as const;

/** The form's fields as posted without scripts (a missing one is empty). */
export function readBatchFormValues(form: Record<string, string | undefined>): Values {
  const fields = Object.keys(valuesOf(null)) as (keyof Values)[];
  const values = Object.fromEntries(fields.map((key) => [key, form[key] ?? ""])) as Values;
  const ticked = Object.keys(form)
    .filter((key) => key.startsWith(LANGUAGE_FIELD_PREFIX) && form[key])
    .map((key) => key.slice(LANGUAGE_FIELD_PREFIX.length));
  return { ...values, languages: ticked.join(",") };
}

/** The form's text values as the API's body (hours a number, none when empty): check it with batchInputSchema. */
export function batchBody(values: Values) {
  const hours = values.ictHours.trim();
  const languages = values.languages.split(",").filter((code) => code !== "");
  return { ...values, ictHours: hours === "" ? undefined : Number(hours), languages };
}

/**
 * The posted form checked as the browser checks it, and the API's body when it passes. The fee goes
 * to the API as typed (rupees): the API reads it into paise with the same schema.
 */
export function batchPosted(values: Values) {
  const checked = batchInputSchema.safeParse(batchBody(values));
  if (!checked.success) return { success: false as const, error: checked.error };
  return { success: true as const, data: checked.data, body: { ...checked.data, batchFee: values.batchFee } };
}

/** A post the route's action refused: which form, the messages per field and what was typed. */
export type BatchFormAnswer = {
  intent: (typeof BATCH_FORM_INTENTS)[keyof typeof BATCH_FORM_INTENTS];
  errors: FieldErrors;
  values?: Values;
};

export function BatchForm({
  batch,
  submitLabel,
  onDone,
  posted,
}: {
  batch: AdminBatch | null;
  submitLabel: string;
  /** Runs once the page's action saved the form. */
  onDone: () => void;
  /** The route action's answer to this form posted without scripts: shown beside the fields. */
  posted?: BatchFormAnswer;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => posted?.values ?? valuesOf(batch));
  const form = useSavingForm<BatchInput>(onDone, {}, posted?.errors);
  const { errors } = form;
  const languages = useContext(BatchLanguagesContext);
  const ticked = values.languages.split(",").filter((code) => code !== "");
  const tick = (code: string, on: boolean) =>
    set("languages")(
      languages
        .map((language) => language.code)
        .filter((known) => (known === code ? on : ticked.includes(known)))
        .join(","),
    );
  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const text = (name: keyof Values, label: string, type: string, hint?: string, required = true) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      type={type}
      required={required}
      hint={hint}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name)(event.target.value)}
    />
  );
  // A mode that is not in the list (older data) stays selectable until it is changed.
  const modes: readonly string[] = STUDY_MODES.includes(values.ictStudyMode as (typeof STUDY_MODES)[number])
    ? STUDY_MODES
    : [values.ictStudyMode, ...STUDY_MODES];

  return (
    <SavingForm
      state={form}
      onSubmit={() => form.submit(batchInputSchema.safeParse(batchBody(values)))}
      submitLabel={submitLabel}
    >
      <input type="hidden" name="intent" value={batch ? BATCH_FORM_INTENTS.save : BATCH_FORM_INTENTS.add} />
      <div className={styles.formGrid}>
        {text("batchStartDate", "Start date", "date")}
        {text("batchEndDate", "End date", "date")}
        {text("batchStartTime", "Start time (IST)", "time", "24-hour, India Standard Time")}
        {text("batchEndTime", "End time (IST)", "time", "24-hour, India Standard Time")}
        <SelectField
          id={`${id}-mode`}
          name="ictStudyMode"
          label="Study mode"
          value={values.ictStudyMode}
          error={errors.ictStudyMode}
          options={modes.map((mode) => ({ value: mode, label: mode }))}
          onChange={(event) => set("ictStudyMode")(event.target.value)}
        />
        {text("ictLocation", "Location", "text", "A city and venue, or the online platform")}
        {text("ictHours", "Hours", "number")}
        {text(
          "lateJoinUntil",
          "Late joining until (optional)",
          "date",
          "Seats are sold until the start date; to let learners still pay and join after it, the last day (IST)",
          false,
        )}
        {text(
          "batchFee",
          "Batch fee (₹, all taxes inclusive)",
          "text",
          "Optional: this batch's own price, e.g. 12500. Empty: the course's price",
          false,
        )}
        {text(
          "joinLink",
          "Join link (optional)",
          "url",
          "The https link of the online room (Zoom, Meet…), shown only to the batch's enrolled learners",
          false,
        )}
        <SelectField
          id={`${id}-status`}
          name="status"
          label="Status"
          value={values.status}
          error={errors.status}
          options={[
            { value: "A", label: "Active (shown on the website)" },
            { value: "I", label: "Inactive (hidden)" },
          ]}
          onChange={(event) => set("status")(event.target.value)}
        />
      </div>
      <fieldset
        className={styles.languages}
        aria-describedby={errors.languages ? `${id}-languages-error` : undefined}
        aria-invalid={errors.languages ? true : undefined}
      >
        <legend>Taught in (at least one)</legend>
        {languages.map((language) => (
          <label key={language.code}>
            <input
              type="checkbox"
              name={`${LANGUAGE_FIELD_PREFIX}${language.code}`}
              value="on"
              checked={ticked.includes(language.code)}
              onChange={(event) => tick(language.code, event.target.checked)}
            />
            {language.name}
          </label>
        ))}
        <p className="field-hint">
          Another language? Add it under <a href="/admin/teaching-languages">Teaching languages</a>.
        </p>
        {errors.languages ? (
          <p id={`${id}-languages-error`} className="field-error">
            {errors.languages}
          </p>
        ) : null}
      </fieldset>
    </SavingForm>
  );
}
