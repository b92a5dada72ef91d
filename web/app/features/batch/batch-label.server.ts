// A batch as a form's page names it ("Online batch, starts 12 Dec 2026, 7:00 PM IST"), in the
// language of the page's address: the words and month names of that language's dictionary.
import { localeOfPath } from "@skillbridge/core/i18n/locales";
import { formatDate } from "@skillbridge/core/rules";
import { dictionaryFor } from "../../i18n/dictionary.server";
import { describeBatch } from "./batch-time";

export function batchLabel(batch: Parameters<typeof describeBatch>[0], request: Request): string {
  const dictionary = dictionaryFor(localeOfPath(new URL(request.url).pathname));
  if (!dictionary) return describeBatch(batch);
  return describeBatch(batch, dictionary.course.schedule.batchLabel, (value) =>
    formatDate(value, dictionary.dates.months),
  );
}
