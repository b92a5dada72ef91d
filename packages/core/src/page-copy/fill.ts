// Fills the "{name}" marks of a catalogue text (page-copy/*) with what the page knows: one pass,
// so a filled-in value (a visitor's search term) is never read as a mark itself.
export function fillCopy(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}
