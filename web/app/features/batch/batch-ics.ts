// "Add to calendar" for a batch: an RFC 5545 calendar file with the first session (times in UTC,
// so no VTIMEZONE block is needed), built as a data: URL so the link also works without
// JavaScript. Pure: the same input always gives the same file, on the server and in the browser.
import { escapeText, foldLine, utcStamp } from "@skillbridge/core/ical";
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
