// Hindi month and weekday names as tables (dates are formatted without Intl so server and
// browser agree byte for byte); digits stay Latin with the site's usual grouping, times in IST.
export const hindiMonths = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
] as const;

export const hindiWeekdays = ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"] as const;

const IST_OFFSET_MS = 330 * 60 * 1000;

/** "26 नवंबर 2026"; with the weekday "गुरुवार, 26 नवंबर 2026"; the calendar day in IST. */
export function hindiDateText(value: Date | string, options: { weekday?: boolean } = {}): string {
  const ist = new Date(new Date(value).getTime() + IST_OFFSET_MS);
  const date = `${ist.getUTCDate()} ${hindiMonths[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
  return options.weekday ? `${hindiWeekdays[ist.getUTCDay()]}, ${date}` : date;
}

/** "26 नवंबर 2026, 19:06" in IST, 24-hour clock. */
export function hindiDateTimeText(value: Date | string, options: { weekday?: boolean } = {}): string {
  const ist = new Date(new Date(value).getTime() + IST_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${hindiDateText(value, options)}, ${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}`;
}
