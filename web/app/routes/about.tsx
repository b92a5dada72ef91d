// About: a static page — who we are, what we teach, how we train, our trainers and the
// home page claims of the spec
import { aboutCopy as copy } from "@skillbridge/core/page-copy/about";
import { fillContact } from "@skillbridge/core/site-settings";
import { Link } from "react-router";
import {
  Actions,
  CallToAction,
  CardGrid,
  CheckList,
  ContentSection,
  PageIntro,
  StatList,
} from "../features/about/content-blocks";
import { requestContext } from "../request-context";
import { breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { learningModes } from "../site";
import { settingsOf, useSiteSettings } from "../site-settings";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return {
    canonical: `${origin}/about`,
    breadcrumbs: breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "About Us", path: "/about" },
    ]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: `${fillContact(copy.titleCities, settingsOf(matches))} | ${SITE_NAME}`,
    description: copy.description,
    canonical: loaderData?.canonical ?? "/about",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <div className="page">
      <JsonLd data={loaderData.breadcrumbs} />
      <PageIntro
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={fillContact(copy.lead, settings)}
        image={{
          src: "/images/events/workshop.svg",
          alt: copy.imageAlt,
          width: 640,
          height: 360,
        }}
      />
      <ContentSection id="impact" title={copy.impactTitle}>
        <StatList items={copy.claims} />
      </ContentSection>
      <ContentSection id="mission" title={copy.missionTitle}>
        <p>{copy.mission}</p>
      </ContentSection>
      <ContentSection id="teach" title={copy.teachTitle} intro={copy.teachIntro}>
        <CardGrid items={copy.domains} />
        <Actions>
          <Link to="/allTrainingDomain" className="btn">
            {copy.allDomains}
          </Link>
        </Actions>
      </ContentSection>
      <ContentSection id="how" title={copy.howTitle} intro={copy.howIntro}>
        <ul>
          {learningModes.map((mode) => (
            <li key={mode.slug}>
              <Link to={`/learning_mode/${mode.slug}`}>{mode.label}</Link>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="trainers" title={copy.trainersTitle}>
        <CheckList items={copy.trainers} />
      </ContentSection>
      <ContentSection id="who" title={copy.whoTitle}>
        <p>{copy.who}</p>
        <Actions>
          <Link to="/partners" className="btn">
            {copy.partners}
          </Link>
        </Actions>
      </ContentSection>
      <CallToAction id="about-contact" title={copy.ctaTitle}>
        <p>{copy.ctaText}</p>
        <Actions>
          <Link to="/contact" className="btn btn-primary">
            {copy.contactUs}
          </Link>
          <Link to="/training_course" className="btn">
            {copy.browse}
          </Link>
        </Actions>
      </CallToAction>
    </div>
  );
}
