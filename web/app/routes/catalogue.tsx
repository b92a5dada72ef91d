// /training_course: the catalogue of all active courses with the filter sidebar, cards
// and infinite scroll (9 at a time). Filters and ?page=N come from the URL.

import { fallbackErrors } from "@skillbridge/core/messages";
import { catalogueCopy } from "@skillbridge/core/page-copy/catalogue";
import { courseListsCopy as lists } from "@skillbridge/core/page-copy/course-lists";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { data } from "react-router";
import { CourseBrowser } from "../features/catalogue/course-browser";
import { loadBrowserList, loadDomains, loadLanguages } from "../features/catalogue/list-data.server";
import { ListHeading } from "../features/catalogue/list-heading";
import { canonicalUrl, pageFromSearch } from "../features/catalogue/paging";
import { revalidateOnPathChange } from "../features/catalogue/revalidate";
import { copyOf, localizedCanonical, useCopy } from "../i18n/copy";
import { requestContext } from "../request-context";
import { breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/catalogue";

const PATH = "/training_course";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  // The domains first: the URL's domain filter keeps only active ones (as the sidebar does).
  const [domains, languages] = await Promise.all([loadDomains(api), loadLanguages(api, request.url)]);
  const params = new URL(request.url).searchParams;
  const list = await loadBrowserList(api, {}, params, domains.domains, fallbackErrors.courses, languages);
  const payload = { origin, list, error: list.error, domains: domains.domains, domainsError: domains.error, languages };
  return list.error ? data(payload, { status: 503 }) : payload;
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const page = pageFromSearch(location.search, loaderData?.list.total ?? 0);
  const copy = copyOf(matches, "catalogue", catalogueCopy);
  return pageMeta({
    title: `${copy.title}${page > 1 ? fillCopy(lists.titlePage, { page }) : ""} | ${SITE_NAME}`,
    description: copy.description,
    canonical: canonicalUrl(localizedCanonical(loaderData?.origin ?? "", PATH, location.pathname), "", page),
    noindex: Boolean(loaderData?.error),
  });
};

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { origin, list, error, domains, domainsError, languages } = loaderData;
  const copy = useCopy("catalogue", catalogueCopy);
  return (
    <div className="page">
      <JsonLd
        data={breadcrumbJsonLd(origin, [
          { name: lists.home, path: "/" },
          { name: lists.catalogueCrumb, path: PATH },
        ])}
      />
      <ListHeading title={copy.title}>
        <p>{copy.intro}</p>
      </ListHeading>
      {error ? (
        <p className="message message-error" role="alert">
          {error}
        </p>
      ) : (
        <CourseBrowser
          list={list}
          domains={domains}
          domainsError={domainsError}
          languages={languages}
          empty={copy.empty}
          fallback={fallbackErrors.courses}
        />
      )}
    </div>
  );
}
