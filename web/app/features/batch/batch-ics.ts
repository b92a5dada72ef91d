// "Add to calendar" for a batch: an RFC 5545 calendar file with the first session (times in UTC,
// so no VTIMEZONE block is needed), built as a data: URL so the link also works without
// JavaScript. Pure: the same input always gives the same file, on the server and in the browser.
import { formatDate } from "@skillbridge/core/rules";
import { clockText, istInstant, istTimeRange } from "./batch-time";

export type CalendarBatch = {
  id: number;
  batchStartDate: string;
  batchEndDate: string | null;
  batchStartTime: string;
  batchEndTime: string;
  ictLocation: string;
  ictStudyMode: string;
  ictHours: number;
};

export type CalendarCourse = { name: string; url: string };

/** 2026-12-14T13:30:00.000Z → 20261214T133000Z */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

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

export function buildBatchIcs(batch: CalendarBatch, course: CalendarCourse, stamp: Date): string {
  const start = istInstant(batch.batchStartDate, batch.batchStartTime);
  const end = istInstant(batch.batchStartDate, batch.batchEndTime);
  const runs = batch.batchEndDate
    ? `${formatDate(batch.batchStartDate)} – ${formatDate(batch.batchEndDate)}`
    : `from ${formatDate(batch.batchStartDate)}`;
  const description = [
    `First session of batch ${batch.id} (${batch.ictStudyMode}, ${batch.ictHours} hours).`,
    `The batch runs ${runs}, ${istTimeRange(batch.batchStartTime, batch.batchEndTime)}.`,
    "Your coordinator shares the full session schedule after enrolment.",
    course.url,
  ].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SkillBridge Academy//Training schedule//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:batch-${batch.id}-${batch.batchStartDate}-${clockText(batch.batchStartTime).replace(":", "")}@skillbridge-academy.in`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(`${course.name} – batch ${batch.id}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(batch.ictLocation)}`,
    `URL:${course.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

export function icsFileName(batch: Pick<CalendarBatch, "id" | "batchStartDate">): string {
  return `training-batch-${batch.id}-${batch.batchStartDate}.ics`;
}
