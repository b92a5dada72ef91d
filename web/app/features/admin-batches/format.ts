// How the batch pages write dates, times and ratings (IST, en-GB).
import { istDateTimeText, istTimeText } from "@skillbridge/core/ist-time";
import { formatDate } from "@skillbridge/core/rules";

export const dayText = (day: string | null) => (day ? formatDate(day) : "—");
export const instantText = (iso: string) => `${istDateTimeText(iso)} IST`;
export const timeText = istTimeText;
export const ratingText = (average: number | null) => (average === null ? "—" : `${average.toFixed(2)} / 5`);
export const batchDates = (batch: { batchStartDate: string; batchEndDate: string | null }) =>
  batch.batchEndDate && batch.batchEndDate !== batch.batchStartDate
    ? `${dayText(batch.batchStartDate)} – ${dayText(batch.batchEndDate)}`
    : dayText(batch.batchStartDate);
