// The form of one content item (add or edit), checked with the same schema as the API before it
// posts to the content page's action (content-action.server.ts, with or without scripts), which
// reads it with readContentValues; the API's own refusals land on the same fields.
import { type ContentKind, contentInputSchemas, MATERIAL_TYPES } from "@skillbridge/core/admin/content";
import { useId, useState } from "react";
import { type ChildAnswer, childHidden } from "../../admin-ui/child-rows";
import { type Checked, SavingForm, useSavingForm } from "../../admin-ui/saving-form";
import { UploadField, uploadFieldName } from "../../admin-ui/upload-field";
import { TextAreaField, TextField } from "../../forms/field";
import { type ContentRow, type FieldSpec, kindSpecs } from "./kinds";

type ItemFormProps = {
  kind: ContentKind;
  item: ContentRow | null;
  submitLabel: string;
  /** Runs once the page's action saved the form. */
  onDone: () => void;
  /** The route action's answer to this form posted without scripts. */
  posted?: ChildAnswer;
};

/** The kind's fields as posted without scripts (a missing one is empty); check them with contentInputSchemas. */
export function readContentValues(kind: ContentKind, form: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(kindSpecs[kind].fields.map((field) => [field.name, form[field.name] ?? ""]));
}

export function ItemForm({ kind, item, submitLabel, onDone, posted }: ItemFormProps) {
  const spec = kindSpecs[kind];
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    posted?.values
      ? readContentValues(kind, posted.values)
      : Object.fromEntries(spec.fields.map((field) => [field.name, String(item?.[field.name] ?? "")])),
  );
  const form = useSavingForm<Record<string, string>>(onDone, {}, posted?.errors);
  const { errors } = form;
  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const control = (field: FieldSpec) => {
    const id = `${formId}-${field.name}`;
    const common = {
      id,
      name: field.name,
      label: field.label,
      required: field.required,
      error: errors[field.name],
      hint: field.hint,
      value: values[field.name] ?? "",
    };
    if (field.control === "textarea") {
      return <TextAreaField key={field.name} {...common} onChange={(event) => set(field.name, event.target.value)} />;
    }
    if (field.control === "type") {
      return (
        <div className="field" key={field.name}>
          <label htmlFor={id}>
            {field.label}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={id}
            name={field.name}
            value={values[field.name] ?? ""}
            required
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `${id}-error` : undefined}
            onChange={(event) => set(field.name, event.target.value)}
          >
            <option value="">Choose a type</option>
            {MATERIAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {errors[field.name] ? (
            <span id={`${id}-error`} className="field-error">
              {errors[field.name]}
            </span>
          ) : null}
        </div>
      );
    }
    if (field.control === "src") {
      return (
        <div key={field.name}>
          <UploadField
            id={`${id}-upload`}
            label="Upload a PDF"
            kind="document"
            field={field.name}
            error={errors[uploadFieldName(field.name)]}
            value={values[field.name]?.startsWith("/media/") ? (values[field.name] ?? "") : ""}
            onChange={(url) => {
              set(field.name, url);
              if (!values.SMType) set("SMType", "PDF");
            }}
          />
          <TextField
            {...common}
            type="text"
            inputMode="url"
            onChange={(event) => set(field.name, event.target.value)}
          />
        </div>
      );
    }
    return <TextField key={field.name} {...common} onChange={(event) => set(field.name, event.target.value)} />;
  };

  return (
    <SavingForm
      state={form}
      onSubmit={() => form.submit(contentInputSchemas[kind].safeParse(values) as Checked<Record<string, string>>)}
      submitLabel={submitLabel}
      hidden={childHidden(kind, item)}
    >
      {spec.fields.map(control)}
    </SavingForm>
  );
}
