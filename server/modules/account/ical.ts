// The learner's private calendar feed as iCalendar (RFC 5545): every session of every
// training they are enrolled in, in IST with its VTIMEZONE, a stable UID per session and the
// SEQUENCE staff changes raise, so subscribed calendars update the entry instead of adding one.
import { escapeText, foldLine, utcStamp } from "@skillbridge/core/ical";

export type CalendarSession = {
  scheduleId: number;
  courseName: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  studyMode: string;
  sequence: number;
  /** Where the learner joins the session online (the batch's https join link); null: none. */
  joinLink?: string | null;
};

const IST_OFFSET_MS = 330 * 60_000;
const TZID = "Asia/Kolkata";

/** 20261201T100000 in IST (India has had no daylight saving since 1945: a fixed +05:30). */
function istLocal(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().replace(/[-:]/g, "").slice(0, 15);
}
const isLink = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/**
 * The place as a calendar shows it: the location, with the study mode added only when the
 * location does not say it already ("Online (Zoom)" stays as it is, never "Online (Zoom) (Online)").
 */
export function placeOf(location: string, studyMode: string): string {
  const place = location.trim();
  if (!studyMode.trim() || place.toLowerCase().includes(studyMode.trim().toLowerCase())) return place;
  return `${place} (${studyMode.trim()})`;
}

export function calendarFeed(input: { host: string; sessions: CalendarSession[]; now: Date }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SkillBridge Academy//Learner sessions//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:SkillBridge Academy sessions",
    `X-WR-TIMEZONE:${TZID}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
    "BEGIN:VTIMEZONE",
    `TZID:${TZID}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
  for (const session of input.sessions) {
    const online = isLink(session.location);
    const where = online ? `Online (${session.studyMode})` : placeOf(session.location, session.studyMode);
    // The batch's join link is where the learner goes: the event's URL, the LOCATION of an online
    // session (a classroom session keeps its venue there), and said in the DESCRIPTION.
    const join = session.joinLink?.trim() || null;
    const location =
      join && (online || session.studyMode === "Online") ? join : online ? session.location.trim() : where;
    const url = join ?? (online ? session.location.trim() : null);
    const description = `${session.courseName}: a session of your training with SkillBridge Academy. ${where}.${join ? ` Join online: ${join}` : ""}`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:training-session-${session.scheduleId}@${input.host}`,
      `DTSTAMP:${utcStamp(input.now)}`,
      `DTSTART;TZID=${TZID}:${istLocal(session.startsAt)}`,
      `DTEND;TZID=${TZID}:${istLocal(session.endsAt)}`,
      `SEQUENCE:${session.sequence}`,
      `SUMMARY:${escapeText(session.courseName)}`,
      `LOCATION:${escapeText(location)}`,
      ...(url ? [`URL:${url}`] : []),
      `DESCRIPTION:${escapeText(description)}`,
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
