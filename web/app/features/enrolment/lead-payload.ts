// Lead payload: leadName, leadEmail, leadContact, briefRequirement, leadStatus 'new',
// ictId_id and the optional trainingId, dropped when empty; a discount code the visitor's link
// carried, when there is one.
import { enrolmentCopy } from "@skillbridge/core/page-copy/enrolment";

export type EnrolmentValues = {
  leadName: string;
  leadEmail: string;
  leadContact: string;
  briefRequirement: string;
};

export function leadPayload(
  values: EnrolmentValues,
  courseId: number | null,
  trainingId?: number | null,
  couponCode?: string,
) {
  return {
    leadName: values.leadName.trim(),
    leadEmail: values.leadEmail.trim(),
    leadContact: values.leadContact.trim(),
    briefRequirement: values.briefRequirement.trim(),
    leadStatus: "new" as const,
    ictId_id: courseId ?? undefined,
    ...(trainingId ? { trainingId } : {}),
    ...(couponCode ? { couponCode } : {}),
  };
}

const requiredFields = { leadName: "name", leadEmail: "email", leadContact: "contact" } as const;

/** Empty required fields get "… is required" rather than a format message (in the page's language). */
export function requiredErrors(
  values: EnrolmentValues,
  messages: { readonly [K in keyof typeof enrolmentCopy.required]: string } = enrolmentCopy.required,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, key] of Object.entries(requiredFields)) {
    if (!values[name as keyof EnrolmentValues].trim()) errors[name] = messages[key];
  }
  return errors;
}
