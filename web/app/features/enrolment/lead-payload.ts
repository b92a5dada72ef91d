// Lead payload: leadName, leadEmail, leadContact, briefRequirement, leadStatus 'new',
// ictId_id and the optional trainingId, dropped when empty; a discount code the visitor's link
// carried, when there is one.

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

const requiredMessages: Partial<Record<keyof EnrolmentValues, string>> = {
  leadName: "Name is required",
  leadEmail: "E-mail is required",
  leadContact: "Contact is required",
};

/** Empty required fields get "… is required" rather than a format message. */
export function requiredErrors(values: EnrolmentValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, message] of Object.entries(requiredMessages)) {
    if (!values[name as keyof EnrolmentValues].trim()) errors[name] = message;
  }
  return errors;
}
