// /training_course, spec §2: the catalogue of all active courses with the filter sidebar, cards
// and infinite scroll (9 at a time). Filters and ?page=N come from the URL.
import { fallbackErrors } from "@skillbridge/core/messages";
import { data } from "react-router";
import { CourseBrowser } from "../features/catalogue/course-browser";
import { loadCourseList, loadDomains } from "../features/catalogue/list-data.server";
import { ListHeading } from "../features/catalogue/list-heading";
import { canonicalUrl, pageFromSearch } from "../features/catalogue/paging";
import { revalidateOnPathChange } from "../features/catalogue/revalidate";
import { requestContext } from "../request-context";
import { breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/catalogue";

const PATH = "/training_course";
const TITLE = "Certification Courses & Training Programmes";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const [list, domains] = await Promise.all([
    loadCourseList(api, "/ictData/", fallbackErrors.courses),
    loadDomains(api),
  ]);
  const payload = { origin, ...list, domains: domains.domains, domainsError: domains.error };
  return list.error ? data(payload, { status: 503 }) : payload;
}

export const shouldRevalidate = revalidateOnPathChange;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const page = pageFromSearch(location.search, loaderData?.courses.length ?? 0);
  return pageMeta({
    title: `${TITLE}${page > 1 ? ` – Page ${page}` : ""} | ${SITE_NAME}`,
    description:
      "Browse certification courses, corporate training, industrial training and internships in cloud, cyber security, data science, networking and more. Filter by hours, course type and domain.",
    canonical: canonicalUrl(loaderData?.origin ?? "", PATH, page),
    noindex: Boolean(loaderData?.error),
  });
};

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { origin, courses, error, domains, domainsError } = loaderData;
  return (
    <div className="page">
      <JsonLd
        data={breadcrumbJsonLd(origin, [
          { name: "Home", path: "/" },
          { name: "Certifications & Courses", path: PATH },
        ])}
      />
      <ListHeading title={TITLE}>
        <p>
          Instructor-led certification courses, corporate and industrial training and internships. Narrow the list by
          name, hours, course type or domain.
        </p>
      </ListHeading>
      {error ? (
        <p className="message message-error" role="alert">
          {error}
        </p>
      ) : (
        <CourseBrowser courses={courses} domains={domains} domainsError={domainsError} empty="No courses found." />
      )}
    </div>
  );
}
