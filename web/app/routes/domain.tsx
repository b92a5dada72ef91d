// /domain/{domainId}: 'Courses for {domain name}', or 'Courses for ID {id}' for an
// unknown or inactive domain (then a real 404, not indexed). No domain is preselected in the sidebar.

import { fallbackErrors } from "@skillbridge/core/messages";
import { courseListsCopy as lists } from "@skillbridge/core/page-copy/course-lists";
import { domainCopy as copy } from "@skillbridge/core/page-copy/domain";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { data } from "react-router";
import { CourseBrowser } from "../features/catalogue/course-browser";
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
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/domain";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const rawId = params.domainId;
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const [domains, languages] = await Promise.all([loadDomains(api), loadLanguages(api, request.url)]);
  const domain = domains.domains?.find((item) => item.id === id) ?? null;
  // Without the domain list we cannot tell an unknown domain from a failure, so still look for its courses.
  const wanted = id !== null && (domain !== null || domains.domains === null);
  const base = id === null ? {} : { domainId: id };
  const list: CourseListData = wanted
    ? await loadBrowserList(
        api,
        base,
        new URL(request.url).searchParams,
        domains.domains,
        fallbackErrors.courses,
        languages,
      )
    : { mode: "all", courses: [], total: 0, error: null };
  const payload = {
    origin,
    path: `/domain/${encodeURIComponent(rawId)}`,
    heading: domain ? fillCopy(copy.heading, { domain: domain.domain }) : fillCopy(copy.unknownHeading, { id: rawId }),
    domainName: domain?.domain ?? null,
    base,
    list,
    error: list.error,
    domains: domains.domains,
    domainsError: domains.error,
    languages,
  };
  if (list.error || domains.error) return data(payload, { status: 503 });
  return domain ? payload : data(payload, { status: 404 });
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const page = pageFromSearch(location.search, loaderData?.list.total ?? 0);
  const name = loaderData?.domainName;
  return pageMeta({
    title: `${loaderData?.heading ?? copy.fallbackTitle}${page > 1 ? fillCopy(lists.titlePage, { page }) : ""} | ${SITE_NAME}`,
    description: name
      ? fillCopy(copy.description, { domain: name, site: SITE_NAME })
      : fillCopy(copy.unknownDescription, { site: SITE_NAME }),
    canonical: canonicalUrl(loaderData?.origin ?? "", loaderData?.path ?? location.pathname, page),
    noindex: !name || Boolean(loaderData?.error),
  });
};

export default function DomainPage({ loaderData }: Route.ComponentProps) {
  const { origin, path, heading, domainName, base, list, error, domains, domainsError, languages } = loaderData;
  return (
    <div className="page">
      <JsonLd
        data={breadcrumbJsonLd(origin, [
          { name: lists.home, path: "/" },
          { name: lists.domainsCrumb, path: "/allTrainingDomain" },
          { name: domainName ?? heading, path },
        ])}
      />
      <ListHeading title={heading} />
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
          empty={copy.empty}
          fallback={fallbackErrors.courses}
        />
      )}
    </div>
  );
}
