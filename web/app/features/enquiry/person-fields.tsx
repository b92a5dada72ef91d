// Name, e-mail and contact: required in every enquiry (spec §5), contact with its country code.
import { TextField } from "../../forms/field";
import type { PersonValues } from "./enquiry-form";

type Props = {
  values: PersonValues;
  errors: Record<string, string>;
  onChange: (name: keyof PersonValues, value: string) => void;
  /** The standalone form asks for the e-mail first (spec §5 lists e-mail, name, contact). */
  emailFirst?: boolean;
};

export function PersonFields({ values, errors, onChange, emailFirst }: Props) {
  const name = (
    <TextField
      key="eName"
      label="Name"
      name="eName"
      autoComplete="name"
      required
      value={values.eName}
      onChange={(event) => onChange("eName", event.target.value)}
      error={errors.eName}
    />
  );
  const email = (
    <TextField
      key="eEmail"
      label="E-mail"
      name="eEmail"
      type="email"
      autoComplete="email"
      required
      value={values.eEmail}
      onChange={(event) => onChange("eEmail", event.target.value)}
      error={errors.eEmail}
    />
  );
  const contact = (
    <TextField
      key="eContact"
      label="Contact"
      name="eContact"
      type="tel"
      autoComplete="tel"
      required
      hint="Add the country code, e.g. +91 98765 43210"
      value={values.eContact}
      onChange={(event) => onChange("eContact", event.target.value)}
      error={errors.eContact}
    />
  );
  return <>{emailFirst ? [email, name, contact] : [name, email, contact]}</>;
}
