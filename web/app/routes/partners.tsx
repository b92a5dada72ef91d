// Partners: 15 academic partner names, '1000+ Professionals Upskilled', the number of
// academic collaborations (counted from the list) and logo cards for the two authorised training
// partners, linking to pages on this site.
import { partnersCopy as copy } from "@skillbridge/core/page-copy/partners";
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
      { name: copy.home, path: "/" },
      { name: copy.breadcrumb, path: "/partners" },
    ]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${copy.metaTitle} | ${SITE_NAME}`,
    description: `${SITE_NAME} ${copy.description.replace("{count}", `${academicPartners.length}`)}`,
    canonical: loaderData?.canonical ?? "/partners",
  });

const authorisedPartners = [
  {
    name: "CertNexus",
    logo: "/images/partners/certnexus.svg",
    to: "/partners/Certnexus",
    text: copy.authorised.certNexus,
  },
  {
    name: "EC-Council",
    logo: "/images/partners/ec-council.svg",
    to: "/search/ceh",
    text: copy.authorised.ecCouncil,
  },
];

export default function Partners({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <JsonLd data={loaderData.breadcrumbs} />
      <PageIntro eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <StatList
        items={[
          { value: "1000+", label: copy.stats.upskilled },
          { value: `${academicPartners.length}`, label: copy.stats.academic },
          { value: `${authorisedPartners.length}`, label: copy.stats.authorised },
        ]}
      />
      <ContentSection id="authorised" title={copy.authorisedTitle}>
        <AuthorisedPartnerList partners={authorisedPartners} />
      </ContentSection>
      <ContentSection id="academic" title={copy.academicTitle} intro={copy.academicIntro}>
        <AcademicPartnerList names={academicPartners} />
      </ContentSection>
      <CallToAction id="partner-with-us" title={copy.ctaTitle}>
        <p>{copy.ctaText}</p>
        <Actions>
          <Link to="/contact" className="btn btn-primary">
            {copy.becomePartner}
          </Link>
        </Actions>
      </CallToAction>
    </div>
  );
}
