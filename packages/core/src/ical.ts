// What every iCalendar file (RFC 5545) of the product writes the same way: TEXT values escaped,
// long lines folded, instants in UTC. Pure and free of Node's APIs: the learner's calendar feed
// (server) and a batch's "Add to calendar" file (built on the page) share it.

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Octets of one character in UTF-8. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + one space), never inside a character. */
export function foldLine(line: string): string {
  // Most lines need no folding: 25 UTF-16 units are at most 75 octets, printable ASCII is one octet each.
  if (line.length <= 25 || (line.length <= 75 && /^[\x20-\x7e]*$/.test(line))) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** An instant in UTC as iCalendar writes it: 2026-12-14T13:30:00.000Z → 20261214T133000Z. */
export function utcStamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}
