// /allTrainingDomain, spec §2: 'Select Domain by Clicking on Domain name'; a tab per active
// domain (a click goes to /domain/{id}); the first active domain is preselected and its courses
// show as cards. Failure: 'Failed to fetch domains'; none: 'No domains available.'
import { fallbackErrors } from "@skillbridge/core/messages";
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
    title: `All Training Domains | ${SITE_NAME}`,
    description: `Every training domain at ${SITE_NAME}: cloud computing, data science and AI, networking, cyber security, project management, DevOps and more. Pick a domain to see its courses.`,
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
        Loading domains...
      </p>
    );
  } else if (error || !domains) {
    body = (
      <p className="message message-error" role="alert">
        {error ?? fallbackErrors.domains}
      </p>
    );
  } else if (domains.length === 0 || !selected) {
    body = <p className="message-empty">No domains available.</p>;
  } else {
    body = (
      <>
        <DomainTabs domains={domains} selectedId={selected.id} />
        <section aria-labelledby="selected-domain">
          <h2 id="selected-domain">Courses for {selected.domain}</h2>
          {coursesError ? (
            <p className="message message-error">{coursesError}</p>
          ) : courses.length === 0 ? (
            <p className="message-empty">No courses found for this domain.</p>
          ) : (
            <>
              <CourseGrid courses={courses} headingLevel={3} />
              {total > courses.length ? (
                <p>
                  <Link to={`/domain/${selected.id}`} className="btn">
                    See all {total} courses in {selected.domain}
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
          { name: "Home", path: "/" },
          { name: "All Training Domains", path: PATH },
        ])}
      />
      <ListHeading title="Select Domain by Clicking on Domain name">
        <p>Pick a training domain to see all its courses, with filters for hours and course type.</p>
      </ListHeading>
      {body}
    </div>
  );
}
