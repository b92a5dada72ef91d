// /partners/Certnexus, the authorised-partner page: a hero, the courses of domain 17 as cards
// (30-word descriptions with 'Read More'), skeleton cards while they reload, and the
// 'Request Proposal' popup form.
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { PartnerCourseList } from "../features/partner-courses/partner-course-list";
import { loadPartnerCourses } from "../features/partner-courses/partner-data.server";
import { PartnerHero } from "../features/partner-courses/partner-hero";
import { RequestProposal } from "../features/partner-courses/request-proposal";
import { requestContext } from "../request-context";
import { breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/partner-certnexus";

const PATH = "/partners/Certnexus";

export async function loader({ context }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  return { origin, ...(await loadPartnerCourses(api)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `CertNexus Authorised Training Partner | ${SITE_NAME}`,
    description: `${SITE_NAME} is a CertNexus Authorised Training Partner: CyberSec First Responder, Certified AI Practitioner, CIoTP, CEET and data ethics courses for individuals and teams. Request a proposal.`,
    canonical: `${loaderData?.origin ?? ""}${PATH}`,
    image: `${loaderData?.origin ?? ""}/images/partners/certnexus.svg`,
  });

export default function PartnerCertnexus({ loaderData }: Route.ComponentProps) {
  const { origin, courses, failed } = loaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  // Server-rendered with its courses; skeletons only while this same list reloads in the browser.
  const reloading =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === location.pathname);
  return (
    <div className="page">
      <JsonLd
        data={breadcrumbJsonLd(origin, [
          { name: "Home", path: "/" },
          { name: "Our Partners", path: "/partners" },
          { name: "CertNexus", path: PATH },
        ])}
      />
      <PartnerHero action={<RequestProposal className="btn btn-accent" />} />
      <section aria-labelledby="partner-courses">
        <h2 id="partner-courses">CertNexus courses</h2>
        <PartnerCourseList courses={courses} failed={failed} loading={reloading} />
      </section>
    </div>
  );
}
