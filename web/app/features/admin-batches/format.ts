// How the batch pages write dates, times and ratings (IST, en-GB).
import { formatDate } from "@skillbridge/core/rules";

const istDateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});
const istTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

export const dayText = (day: string | null) => (day ? formatDate(day) : "—");
export const instantText = (iso: string) => `${istDateTime.format(new Date(iso))} IST`;
export const timeText = (iso: string) => istTime.format(new Date(iso));
export const ratingText = (average: number | null) => (average === null ? "—" : `${average.toFixed(2)} / 5`);
export const batchDates = (batch: { batchStartDate: string; batchEndDate: string | null }) =>
  batch.batchEndDate && batch.batchEndDate !== batch.batchStartDate
    ? `${dayText(batch.batchStartDate)} – ${dayText(batch.batchEndDate)}`
    : dayText(batch.batchStartDate);
