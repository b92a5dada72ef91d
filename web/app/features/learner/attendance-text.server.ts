// The attendance page's and the check-in's words written on the server, in the language of the
// address asked for: session times with their weekday (Hindi tables only on the server, so English
// pages never ship them) and the check-in's answers.

import { hindiDateTimeText } from "@skillbridge/core/i18n/dates-hi";
import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { istDateTimeText } from "@skillbridge/core/ist-time";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { dictionaryFor } from "../../i18n/dictionary.server";
import { requestLocale } from "../../i18n/request-locale.server";

export type AttendanceWords = Dictionary["learnerArea"]["attendance"];

/** The attendance words of the request's language, and its way of writing a session's start. */
export function attendanceText(request: Request): {
  words: AttendanceWords;
  when: (startsAt: string) => string;
} {
  const locale = requestLocale(request);
  const words = dictionaryFor(locale)?.learnerArea.attendance ?? learnerAreaCopy.attendance;
  return {
    words,
    when: (startsAt) =>
      locale === "hi" ? hindiDateTimeText(startsAt, { weekday: true }) : istDateTimeText(startsAt, { weekday: true }),
  };
}

/** A check or refusal the code met, in the request's language when the table has it; else as it came. */
export function attendanceMessage(words: AttendanceWords, message: string): string {
  const english = learnerAreaCopy.attendance.messages;
  const key = (Object.keys(english) as (keyof typeof english)[]).find((name) => english[name] === message);
  return key ? words.messages[key] : message;
}
