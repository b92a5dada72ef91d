// What a list page was asked to show in place of a dialog, by a button pressed before the scripts
// ran: `?add`, `?edit={id}` (the form on the page) or `?deactivate={id}` (the question).
export type AskedOnPage = { form: { id: number | undefined } | null; deactivate: number | null };

export function readAskedOnPage(query: URLSearchParams): AskedOnPage {
  const edit = query.get("edit") ?? "";
  return {
    form: query.has("add") ? { id: undefined } : /^\d{1,9}$/.test(edit) ? { id: Number(edit) } : null,
    deactivate: Number(query.get("deactivate")) || null,
  };
}

/**
 * What a list page shows on the page itself, from a post's answer (`actionData`: a form refused
 * with its `errors`, or a row action refused with its `error`) or else from the address (`asked`):
 * the refused form's answer, the row's message, the record being edited (`find` by id) and
 * whether a form is on the page at all (a new record's, or an edited one that still exists).
 */
export function askedRecord<A extends object, T>(
  actionData: A | undefined,
  asked: AskedOnPage["form"],
  editIntent: string,
  find: (id: number) => T | null | undefined,
) {
  const formAnswer = actionData && "errors" in actionData ? (actionData as Extract<A, { errors: unknown }>) : undefined;
  const rowError = actionData && "error" in actionData ? String(actionData.error) : null;
  const posted = formAnswer as { intent?: string; id?: number } | undefined;
  const shown = posted ? { id: posted.intent === editIntent ? posted.id : undefined } : asked;
  const editing = shown?.id !== undefined ? (find(shown.id) ?? null) : null;
  return { formAnswer, rowError, editing, onPage: shown != null && (shown.id === undefined || editing !== null) };
}
