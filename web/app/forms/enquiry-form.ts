// What every enquiry form shares (contact, standalone and event enquiries): the visitor's fields, checking them with the
// same schema the API uses (one schema, checked everywhere), and mapping the answer to fields.
import { enquiryCreateSchema } from "@skillbridge/core/schemas";
import { fieldErrors } from "./errors";

export type PersonValues = { eName: string; eEmail: string; eContact: string };
export const emptyPerson: PersonValues = { eName: "", eEmail: "", eContact: "" };

/** The person fields from what a refused post typed. */
export function pick(values: Record<string, string> | undefined): Partial<PersonValues> {
  if (!values) return {};
  return { eName: values.eName ?? "", eEmail: values.eEmail ?? "", eContact: values.eContact ?? "" };
}

const requiredMessages: Record<keyof PersonValues, string> = {
  eName: "Name is required",
  eEmail: "E-mail is required",
  eContact: "Contact is required",
};

/** Messages per field for a payload about to be sent: "… is required" for empty ones first. */
export function enquiryErrors(payload: Record<string, unknown>): Record<string, string> {
  const parsed = enquiryCreateSchema.safeParse(payload);
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(requiredMessages)) {
    const value = payload[name];
    if (typeof value !== "string" || !value.trim()) errors[name] = message;
  }
  if (!parsed.success) {
    for (const [name, message] of Object.entries(fieldErrors(parsed.error))) errors[name] ??= message;
  }
  return errors;
}

/**
 * Focuses the first field, in the form's order, that has a message, so keyboard and screen-reader
 * users land on it. The course combobox has no name: it stands for `ict_id`.
 */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string>) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    const key = element.getAttribute("role") === "combobox" ? "ict_id" : element.name;
    if (key && errors[key]) {
      element.focus();
      return;
    }
  }
}
