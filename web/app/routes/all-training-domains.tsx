// /allTrainingDomain: 'Select Domain by Clicking on Domain name'; a tab per active
// domain (a click goes to /domain/{id}); the first active domain is preselected and its courses
// show as cards. Failure: 'Failed to fetch domains'; none: 'No domains available.'

import { fallbackErrors } from "@skillbridge/core/messages";
import { allDomainsCopy as copy } from "@skillbridge/core/page-copy/all-domains";
import { courseListsCopy as lists } from "@skillbridge/core/page-copy/course-lists";
import { domainCopy } from "@skillbridge/core/page-copy/domain";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { data, Link, useNavigation } from "react-router";
import { CourseGrid } from "../features/catalogue/course-grid";
import { loadDomainCourses, loadDomains } from "../features/catalogue/list-data.server";
import { ListHeading } from "../features/catalogue/list-heading";
import { DomainTabs } from "../features/domain/domain-tabs";
import { requestContext } from "../request-context";
import { breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/all-training-domains";

const PATH = "/allTrainingDomain";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const { domains, error } = await loadDomains(api);
  const selected = domains?.[0] ?? null;
  const list = selected
    ? await loadDomainCourses(api, selected.id, fallbackErrors.courses)
    : { courses: [], total: 0, error: null };
  const payload = {
    origin,
    domains,
    error,
    selected,
    courses: list.courses,
    total: list.total,
    coursesError: list.error,
  };
  return error ? data(payload, { status: 503 }) : payload;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${copy.metaTitle} | ${SITE_NAME}`,
    description: fillCopy(copy.description, { site: SITE_NAME }),
    canonical: `${loaderData?.origin ?? ""}${PATH}`,
    noindex: Boolean(loaderData?.error),
  });

export default function AllTrainingDomains({ loaderData }: Route.ComponentProps) {
  const { origin, domains, error, selected, courses, total, coursesError } = loaderData;
  const navigation = useNavigation();
  // Server-rendered with its domains; this shows only while the page reloads them in the browser.
  const reloading = navigation.state === "loading" && navigation.location.pathname === PATH;
  let body: React.ReactNode;
  if (reloading) {
    body = (
      <p className="message-empty" role="status">
        {copy.loading}
      </p>
    );
  } else if (error || !domains) {
    body = (
      <p className="message message-error" role="alert">
        {error ?? fallbackErrors.domains}
      </p>
    );
  } else if (domains.length === 0 || !selected) {
    body = <p className="message-empty">{copy.none}</p>;
  } else {
    body = (
      <>
        <DomainTabs domains={domains} selectedId={selected.id} />
        <section aria-labelledby="selected-domain">
          <h2 id="selected-domain">{fillCopy(copy.selected, { domain: selected.domain })}</h2>
          {coursesError ? (
            <p className="message message-error">{coursesError}</p>
          ) : courses.length === 0 ? (
            <p className="message-empty">{domainCopy.empty}</p>
          ) : (
            <>
              <CourseGrid courses={courses} headingLevel={3} />
              {total > courses.length ? (
                <p>
                  <Link to={`/domain/${selected.id}`} className="btn">
                    {fillCopy(copy.seeAll, { count: total, domain: selected.domain })}
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </section>
      </>
    );
  }
  return (
    <div className="page">
      <JsonLd
        data={breadcrumbJsonLd(origin, [
          { name: lists.home, path: "/" },
          { name: lists.domainsCrumb, path: PATH },
        ])}
      />
      <ListHeading title={copy.title}>
        <p>{copy.intro}</p>
      </ListHeading>
      {body}
    </div>
  );
}
