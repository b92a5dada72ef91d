// Internship: static — the 80-hour programme, its features, ten FAQ items and an
// Apply Now anchor leading to how to apply.

import { internshipCopy as copy } from "@skillbridge/core/page-copy/internship";
import { fillContact } from "@skillbridge/core/site-settings";
import { Link } from "react-router";
import { Actions, CallToAction, CheckList, ContentSection, FaqList, PageIntro } from "../features/about/content-blocks";
import { requestContext } from "../request-context";
import { breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { useSiteSettings } from "../site-settings";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/internship";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return {
    canonical: `${origin}/internship`,
    breadcrumbs: breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Internships", path: "/internship" },
    ]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${copy.metaTitle} | ${SITE_NAME}`,
    description: copy.description,
    canonical: loaderData?.canonical ?? "/internship",
  });

export default function Internship({ loaderData }: Route.ComponentProps) {
  // The centres and the help desk's phone come from the site settings record.
  const settings = useSiteSettings();
  const fill = (text: string) => fillContact(text, settings);
  const [helpDesk] = settings.phones;
  return (
    <div className="page">
      <JsonLd data={loaderData.breadcrumbs} />
      <PageIntro
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        image={{
          src: "/images/events/hackathon.svg",
          alt: copy.imageAlt,
          width: 640,
          height: 360,
        }}
        actions={
          <a href="#apply" className="btn btn-accent">
            {copy.applyNow}
          </a>
        }
      />
      <ContentSection id="features" title={copy.featuresTitle}>
        <CheckList items={copy.features.map(fill)} />
      </ContentSection>
      <ContentSection id="faq" title={copy.faqTitle}>
        <FaqList items={copy.faqs.map((faq) => ({ ...faq, answer: fill(faq.answer) }))} />
      </ContentSection>
      <CallToAction id="apply" title={copy.applyTitle}>
        <p>{copy.apply}</p>
        <Actions>
          <Link to="/contact" className="btn btn-primary">
            {copy.applyByForm}
          </Link>
          {helpDesk ? (
            <a href={`tel:${helpDesk.tel}`} className="btn">
              {copy.call} {helpDesk.label}
            </a>
          ) : null}
        </Actions>
      </CallToAction>
    </div>
  );
}
