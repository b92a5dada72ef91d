// /search/{query}: the server's typo-tolerant search (name matches first; its order is
// kept), with the filter sidebar. Empty: 'Not Found! Are You Spelling it right?' and a contact prompt.

import { courseEndpoints } from "@skillbridge/core/endpoints";
import { fallbackErrors } from "@skillbridge/core/messages";
import { courseListsCopy as lists } from "@skillbridge/core/page-copy/course-lists";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { searchCopy as copy } from "@skillbridge/core/page-copy/search";
import { withoutControlCharacters } from "@skillbridge/core/rules";
import { data, Link } from "react-router";
import { CourseBrowser } from "../features/catalogue/course-browser";
import { DidYouMean } from "../features/catalogue/did-you-mean";
import {
  type CourseListData,
  loadBrowserList,
  loadDomains,
  loadLanguages,
} from "../features/catalogue/list-data.server";
import { ListHeading } from "../features/catalogue/list-heading";
import { canonicalUrl, pageFromSearch } from "../features/catalogue/paging";
import { revalidateOnPathChange } from "../features/catalogue/revalidate";
import { requestContext } from "../request-context";
import { breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { useSiteSettings } from "../site-settings";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/search";

/** The API refuses longer search texts; a longer URL is searched by its start. */
const MAX_SEARCH_LENGTH = 200;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const query = withoutControlCharacters(params.query).trim();
  const base = { search: query.slice(0, MAX_SEARCH_LENGTH) };
  const [domains, languages] = await Promise.all([loadDomains(api), loadLanguages(api, request.url)]);
  // A term with nothing searchable left (%00, only spaces) finds nothing rather than everything.
  const list: CourseListData = base.search
    ? await loadBrowserList(
        api,
        base,
        new URL(request.url).searchParams,
        domains.domains,
        fallbackErrors.search,
        languages,
      )
    : { mode: "all", courses: [], total: 0, error: null };
  const spelling = base.search ? await api.call(courseEndpoints.spelling, { params: { text: base.search } }) : null;
  // Built from the params: on a client navigation request.url is the ".data" URL.
  const path = `/search/${encodeURIComponent(params.query)}`;
  const payload = {
    origin,
    path,
    query,
    base,
    list,
    // Without an answer the page simply offers no correction.
    suggestion: spelling?.ok ? spelling.data.suggestion : null,
    error: list.error,
    domains: domains.domains,
    domainsError: domains.error,
    languages,
  };
  return list.error ? data(payload, { status: 503 }) : payload;
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const total = loaderData?.list.total ?? 0;
  const page = pageFromSearch(location.search, total);
  const query = loaderData?.query ?? "";
  return pageMeta({
    title: `${fillCopy(copy.metaTitle, { term: query })}${page > 1 ? fillCopy(copy.metaPage, { page }) : ""} | ${SITE_NAME}`,
    description: total
      ? fillCopy(copy.found, {
          count: total,
          match: total === 1 ? copy.matchOne : copy.matchMany,
          term: query,
          site: SITE_NAME,
        })
      : fillCopy(copy.none, { term: query, site: SITE_NAME }),
    canonical: canonicalUrl(loaderData?.origin ?? "", loaderData?.path ?? location.pathname, page),
    // An empty or failed search is no page for a search engine (no soft 404s).
    noindex: total === 0,
  });
};

function NotFoundPrompt() {
  const [phone] = useSiteSettings().phones;
  return (
    <>
      <p>
        <strong>{copy.notFound}</strong>
      </p>
      <p>
        {copy.helpLead} <Link to="/contact">{copy.contactUs}</Link> {copy.helpCall}{" "}
        {phone ? <a href={`tel:${phone.tel}`}>{phone.label}</a> : null} {copy.helpEnd}
      </p>
    </>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { origin, path, query, base, list, suggestion, error, domains, domainsError, languages } = loaderData;
  return (
    <div className="page">
      <JsonLd
        data={breadcrumbJsonLd(origin, [
          { name: lists.home, path: "/" },
          { name: lists.catalogueCrumb, path: "/training_course" },
          { name: fillCopy(copy.crumb, { term: query }), path },
        ])}
      />
      <ListHeading title={fillCopy(copy.title, { term: query })} />
      <DidYouMean suggestion={suggestion} />
      {error ? (
        <p className="message message-error" role="alert">
          {error}
        </p>
      ) : (
        <CourseBrowser
          key={path}
          list={list}
          base={base}
          domains={domains}
          domainsError={domainsError}
          languages={languages}
          empty={<NotFoundPrompt />}
          fallback={fallbackErrors.search}
        />
      )}
    </div>
  );
}
