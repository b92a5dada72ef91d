import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A list page's loader already sent every course of its list: a change of only the query
 * (filters, ?page=N) is applied in the browser without asking the server again.
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
