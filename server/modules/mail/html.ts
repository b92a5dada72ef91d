// Every value that goes into a mail's HTML is escaped: names and texts come from visitors.
const replacements: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => replacements[char] ?? char);
}

/** A header value on one line: no CR/LF can smuggle in another header. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}
