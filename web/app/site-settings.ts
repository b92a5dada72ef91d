// The provider's contact details as a page reads them — the site settings record
// (the database's, edited by an admin at /admin/site-settings), which the root loader fetches for
// every page. Components read it with useSiteSettings(); meta functions with settingsOf(matches).
import { defaultSiteSettings, type SiteSettings } from "@skillbridge/core/site-settings";
import { useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";

type RootData = { settings?: SiteSettings } | undefined;

/**
 * The record the root loader read. Read from the router's loader data as useRouteLoaderData does,
 * without its throw outside a data router: a component rendered on its own (a component test)
 * gets the seeded values.
 */
export function useSiteSettings(): SiteSettings {
  const data = useContext(UNSAFE_DataRouterDataContext);
  return (data?.loaderData?.root as RootData)?.settings ?? defaultSiteSettings;
}

/** The same for a meta function, from its matches. */
export function settingsOf(
  matches: readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[],
): SiteSettings {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as RootData;
  return data?.settings ?? defaultSiteSettings;
}
