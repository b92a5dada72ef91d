// What the team booking form and its action share: the answer shape and the participant fields' names.

export type GroupBookingAnswer = { errors: Record<string, string>; values: Record<string, string> };

/** A participant row's field name: "participant-2-email". */
export const participantField = (index: number, field: "name" | "email") => `participant-${index + 1}-${field}`;
