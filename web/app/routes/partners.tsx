// spec §2 Partners: 15 academic partner names, '1000+ Professionals Upskilled', the number of
// academic collaborations (counted from the list) and logo cards for the two authorised training
// partners, linking to pages on this site.
import { Link } from "react-router";
import { Actions, CallToAction, ContentSection, PageIntro, StatList } from "../features/about/content-blocks";
import { academicPartners } from "../features/partner/academic-partners";
import { AcademicPartnerList, AuthorisedPartnerList } from "../features/partner/partner-lists";
import { requestContext } from "../request-context";
import { breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/partners";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return {
    canonical: `${origin}/partners`,
    breadcrumbs: breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Our Partners", path: "/partners" },
    ]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Our Partners – Colleges and Authorised Training Partners | ${SITE_NAME}`,
    description: `${SITE_NAME} works with ${academicPartners.length} colleges and universities across India and is an authorised training partner of CertNexus and EC-Council.`,
    canonical: loaderData?.canonical ?? "/partners",
  });

const authorisedPartners = [
  {
    name: "CertNexus",
    logo: "/images/partners/certnexus.svg",
    to: "/partners/Certnexus",
    text: "Vendor-neutral certifications in emerging technologies: IoT, AI, data science, cyber security and ethical emerging tech.",
  },
  {
    name: "EC-Council",
    logo: "/images/partners/ec-council.svg",
    to: "/search/ceh",
    text: "Cyber security certifications including Certified Ethical Hacker (CEH), taught with hands-on cyber range labs.",
  },
];

export default function Partners({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <JsonLd data={loaderData.breadcrumbs} />
      <PageIntro
        eyebrow="Our partners"
        title="Our Academic and Training Partners"
        lead="We work with colleges and universities across India on internships, faculty development and certification programmes, and we are authorised to deliver official courses from leading certification bodies."
      />
      <StatList
        items={[
          { value: "1000+", label: "Professionals Upskilled" },
          { value: `${academicPartners.length}`, label: "Academic Collaborations" },
          { value: `${authorisedPartners.length}`, label: "Authorised Training Partners" },
        ]}
      />
      <ContentSection id="authorised" title="Authorised training partners">
        <AuthorisedPartnerList partners={authorisedPartners} />
      </ContentSection>
      <ContentSection
        id="academic"
        title="Academic partners"
        intro="Colleges and universities where we run internships, certification programmes and faculty workshops."
      >
        <AcademicPartnerList names={academicPartners} />
      </ContentSection>
      <CallToAction id="partner-with-us" title="Partner with us">
        <p>
          Are you a college, university or company looking for a training partner? We design programmes around your
          students' or employees' goals.
        </p>
        <Actions>
          <Link to="/contact" className="btn btn-primary">
            Become a partner
          </Link>
        </Actions>
      </CallToAction>
    </div>
  );
}
