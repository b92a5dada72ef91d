// Name, e-mail and contact: required in every form that reaches a person, the contact
// with its country code. Leads and enquiries name these fields differently in the API.
import { TextField } from "./field";

export type PersonFieldNames = { name: string; email: string; contact: string };
export const LEAD_PERSON_FIELDS = { name: "leadName", email: "leadEmail", contact: "leadContact" } as const;
export const ENQUIRY_PERSON_FIELDS = { name: "eName", email: "eEmail", contact: "eContact" } as const;

type Props = {
  names: PersonFieldNames;
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  onChange: (field: string, value: string) => void;
  contactLabel?: string;
  contactHint?: string;
  /** The three labels in the page's language (English by default). */
  labels?: { name: string; email: string; contact: string };
  /** The standalone enquiry form asks for the e-mail first, then name and contact. */
  emailFirst?: boolean;
};

export function PersonFields({
  names,
  values,
  errors,
  onChange,
  contactLabel,
  contactHint = "Add the country code, e.g. +91 98765 43210",
  emailFirst,
  labels = { name: "Name", email: "E-mail", contact: "Contact" },
}: Props) {
  const field = (
    key: keyof PersonFieldNames,
    label: string,
    input: { type?: string; autoComplete: string; hint?: string },
  ) => {
    const name = names[key];
    return (
      <TextField
        key={name}
        label={label}
        name={name}
        type={input.type}
        autoComplete={input.autoComplete}
        required
        hint={input.hint}
        value={values[name] ?? ""}
        onChange={(event) => onChange(name, event.target.value)}
        error={errors[name]}
      />
    );
  };
  const name = field("name", labels.name, { autoComplete: "name" });
  const email = field("email", labels.email, { type: "email", autoComplete: "email" });
  const contact = field("contact", contactLabel ?? labels.contact, {
    type: "tel",
    autoComplete: "tel",
    hint: contactHint,
  });
  return <>{emailFirst ? [email, name, contact] : [name, email, contact]}</>;
}
