// What a list page was asked to show in place of a dialog, by a button pressed before the scripts
// ran (issue 12): `?add`, `?edit={id}` (the form on the page) or `?deactivate={id}` (the question).
export type AskedOnPage = { form: { id: number | undefined } | null; deactivate: number | null };

export function readAskedOnPage(query: URLSearchParams): AskedOnPage {
  const edit = query.get("edit") ?? "";
  return {
    form: query.has("add") ? { id: undefined } : /^\d{1,9}$/.test(edit) ? { id: Number(edit) } : null,
    deactivate: Number(query.get("deactivate")) || null,
  };
}
