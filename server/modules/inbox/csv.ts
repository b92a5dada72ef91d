// CSV export of the inbox, written by core's CSV writer (RFC 4180, formula-safe).
import type { InboxItem } from "@skillbridge/core";
import { csvFile } from "@skillbridge/core/csv";

const HEADER = [
  "Type",
  "Id",
  "Received (UTC)",
  "Name",
  "E-mail",
  "Contact",
  "Status",
  "Course",
  "Batch id",
  "Event",
  "Source",
  "Assignee",
  "Flagged",
  "Message",
];

export function inboxCsv(items: InboxItem[]): string {
  return csvFile(
    HEADER,
    items.map((item) => [
      item.type,
      item.id,
      item.createdAt,
      item.name,
      item.email,
      item.contact,
      item.status,
      item.courseName,
      item.trainingId,
      item.eventTitle,
      item.source,
      item.assigneeName,
      item.suspectedBot ? "yes" : "",
      item.message,
    ]),
  );
}
