// How the catalogue pages name statuses, prices and hours.
import { formatRupees } from "@skillbridge/core/rules";

/** The public page shows "To Know Cost Us" without a list price above 0. */
export function priceText(list: number | null, sell: number | null): string {
  if (list === null || sell === null || !(list > 0)) return "On request";
  return list === sell ? formatRupees(sell) : `${formatRupees(sell)} (list ${formatRupees(list)})`;
}

export const hoursText = (hours: number | null) => (hours === null ? "—" : `${hours} h`);

export const courseEditPath = (id: number) => `/admin/courses/${id}`;
