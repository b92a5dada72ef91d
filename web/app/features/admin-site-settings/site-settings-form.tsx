// The back office's form of the site settings — the provider's phones, WhatsApp,
// e-mail addresses, opening hours and training centres, which every page and mail shows. A plain
// post form (works without JavaScript); blank phone or centre rows are left out.
import { SITE_SETTINGS_FORM_LIMITS } from "@skillbridge/core/site-settings";
import { TextAreaField, TextField } from "../../forms/field";

type Props = { values: Record<string, string>; errors?: Record<string, string> };

const CENTRE_TEXTS = [
  ["City", "City", "As texts name it: “classroom batches in Bengaluru and Pune”"],
  ["Name", "Office heading", "e.g. Bengaluru (Head Office)"],
  ["Address", "Postal address", "One line per line of the address"],
  ["Region", "State", undefined],
  ["PostalCode", "PIN code", undefined],
  ["MapQuery", "Map search", "What the office's map looks for, e.g. Koramangala, Bengaluru"],
  ["BatchLocation", "Batch location", "How classroom batches at this centre name their location"],
] as const;

/** centre1, centre2, …: each centre's fields are named after its slot. */
const CENTRE_SLOTS = Array.from({ length: SITE_SETTINGS_FORM_LIMITS.centres }, (_, i) => `centre${i + 1}`);

export function SiteSettingsForm({ values, errors = {} }: Props) {
  const text = (name: string, label: string, hint?: string, type = "text") => (
    <TextField
      key={name}
      label={label}
      hint={hint}
      name={name}
      type={type}
      defaultValue={values[name] ?? ""}
      error={errors[name]}
    />
  );
  return (
    <form method="post" aria-label="Site settings" noValidate>
      <fieldset>
        <legend>Phones and e-mail</legend>
        {Array.from({ length: SITE_SETTINGS_FORM_LIMITS.phones }, (_, i) =>
          text(
            `phone${i + 1}`,
            `Phone ${i + 1}`,
            i === 0 ? "With the country code, e.g. +91 98450 22334. The first is the help desk's." : "Optional",
            "tel",
          ),
        )}
        {text("whatsapp", "WhatsApp number", "Digits with the country code, e.g. 919845022334")}
        {text("email", "E-mail", "Shown on the contact page and in the site's details", "email")}
        {text("queryEmail", "Enquiry e-mail", "Where the footer's “Send us your query” and the mails point", "email")}
        {text("hours", "Opening hours", "e.g. Monday to Saturday, 9:30 am to 7:00 pm IST")}
      </fieldset>
      {CENTRE_SLOTS.map((slot, i) => (
        <fieldset key={slot}>
          <legend>
            Training centre {i + 1}
            {i > 0 ? " (optional: leave every field empty for none)" : null}
          </legend>
          {CENTRE_TEXTS.map(([field, label, hint]) =>
            field === "Address" ? (
              <TextAreaField
                key={field}
                label={label}
                hint={hint}
                name={`${slot}${field}`}
                defaultValue={values[`${slot}${field}`] ?? ""}
                error={errors[`${slot}${field}`]}
              />
            ) : (
              text(`${slot}${field}`, label, hint)
            ),
          )}
        </fieldset>
      ))}
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        Save site settings
      </button>
    </form>
  );
}
