// The course's Hindi texts, all optional: name, short and long description, and each module's and
// FAQ's text beside its English one. An empty field means the Hindi page shows the English text
// there. One plain form posted to the page's action (works without scripts); the API checks it
// with the same schema and audits the save.
import type { CourseTranslation } from "@skillbridge/core/admin/course-translation";
import type { Faq, LearningModule } from "@skillbridge/core/schemas";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { FieldErrors } from "../../admin-ui/form-errors";
import styles from "./content.module.css";
import { HINDI_INTENT } from "./hindi-fields";

type FieldProps = {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  multiline?: boolean;
  hint?: string;
};

function HindiField({ name, label, value, error, multiline = false, hint }: FieldProps) {
  const id = `${useId()}-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    lang: "hi",
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function HindiSection({
  translation,
  modules,
  faqs,
  posted,
}: {
  translation: CourseTranslation;
  modules: LearningModule[];
  faqs: Faq[];
  /** What the action answered a refused post: the typed values and the messages. */
  posted?: { values: Record<string, string>; errors: FieldErrors } | undefined;
}) {
  const headingId = useId();
  const saving = useNavigation().formData?.get("intent") === HINDI_INTENT;
  const errors = posted?.errors ?? {};
  const moduleText = new Map(translation.modules.map((item) => [item.id, item]));
  const faqText = new Map(translation.faqs.map((item) => [item.id, item]));
  const value = (field: string, stored: string) => posted?.values[field] ?? stored;
  const field = (name: string, label: string, stored: string, multiline = false) => (
    <HindiField name={name} label={label} value={value(name, stored)} error={errors[name]} multiline={multiline} />
  );
  return (
    <section id="hindi" className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Hindi</h2>
      <p className="field-hint">
        Optional. The Hindi pages (/hi/…) show these texts; where a field is empty they show the English text.
      </p>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={HINDI_INTENT} />
        {errors.form ? (
          <p role="alert" className="message message-error">
            {errors.form}
          </p>
        ) : null}
        {field("name", "Hindi name", translation.name)}
        {field("shortDescription", "Hindi short description", translation.shortDescription, true)}
        {field("longDescription", "Hindi long description", translation.longDescription, true)}
        {modules.length ? (
          <fieldset>
            <legend>Learning modules in Hindi</legend>
            {modules.map((module) => (
              <div key={module.id} className={styles.itemText}>
                <p className={styles.detail}>{module.moduleTitle}</p>
                {field(
                  `module-${module.id}-title`,
                  `Hindi title of “${module.moduleTitle}”`,
                  moduleText.get(module.id)?.title ?? "",
                )}
                {field(
                  `module-${module.id}-description`,
                  `Hindi description of “${module.moduleTitle}”`,
                  moduleText.get(module.id)?.description ?? "",
                  true,
                )}
              </div>
            ))}
          </fieldset>
        ) : null}
        {faqs.length ? (
          <fieldset>
            <legend>FAQs in Hindi</legend>
            {faqs.map((faq) => (
              <div key={faq.id} className={styles.itemText}>
                <p className={styles.detail}>{faq.faq}</p>
                {field(
                  `faq-${faq.id}-question`,
                  `Hindi question for “${faq.faq}”`,
                  faqText.get(faq.id)?.question ?? "",
                )}
                {field(
                  `faq-${faq.id}-answer`,
                  `Hindi answer for “${faq.faq}”`,
                  faqText.get(faq.id)?.answer ?? "",
                  true,
                )}
              </div>
            ))}
          </fieldset>
        ) : null}
        <button type="submit" className="btn btn-accent" disabled={saving}>
          {saving ? "Saving…" : "Save Hindi text"}
        </button>
      </Form>
    </section>
  );
}
