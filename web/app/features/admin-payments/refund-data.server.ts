// The refunds of the payments a page lists, by payment id: one call for the page.
import { paymentEndpoints, refundEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import type { AdminPayment, PaymentRefunds } from "@skillbridge/core/money";

export async function refundsOf(api: ApiClient, items: AdminPayment[] | null): Promise<Record<number, PaymentRefunds>> {
  const ids = (items ?? [])
    .filter((item) => item.status === "confirmed" || item.status === "flagged")
    .map((item) => item.id);
  if (ids.length === 0) return {};
  const result = await api.call(refundEndpoints.paymentRefunds, { query: { ids: ids.join(",") } });
  return result.ok ? Object.fromEntries(result.data.map((row) => [row.paymentId, row])) : {};
}

/** The payment of `id` as the staff list shows it (any status), or null. */
export async function paymentOf(api: ApiClient, id: number): Promise<AdminPayment | null> {
  const list = await api.call(paymentEndpoints.adminList, { query: {} });
  return list.ok ? (list.data.find((item) => item.id === id) ?? null) : null;
}
