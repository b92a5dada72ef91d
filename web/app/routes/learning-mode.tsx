// The four static learning-mode pages — image, features and reasons per mode.
// Any other mode answers 404.
import { learningModeSections as copy } from "@skillbridge/core/page-copy/learning-modes";
import { defaultSiteSettings } from "@skillbridge/core/site-settings";
import { Link } from "react-router";
import { Actions, CallToAction, CheckList, ContentSection, PageIntro } from "../features/about/content-blocks";
import { findLearningMode } from "../features/learning-mode/mode-pages";
import { OtherModes } from "../features/learning-mode/other-modes";
import { requestContext } from "../request-context";
import { absolute, breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { settingsOf, useSiteSettings } from "../site-settings";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/learning-mode";

export function loader({ context, params }: Route.LoaderArgs) {
  // which mode only: its texts are filled with the site settings where shown
  const mode = findLearningMode(params.mode, defaultSiteSettings);
  if (!mode) throw new Response("Not Found", { status: 404 });
  const { origin } = context.get(requestContext);
  const path = `/learning_mode/${mode.slug}`;
  return {
    slug: mode.slug,
    origin,
    canonical: `${origin}${path}`,
    breadcrumbs: breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: mode.label, path },
    ]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const mode = findLearningMode(loaderData?.slug, settingsOf(matches));
  if (!mode || !loaderData) return [{ title: "Page not found" }];
  return pageMeta({
    title: `${mode.title} | ${SITE_NAME}`,
    description: mode.metaDescription,
    canonical: loaderData.canonical,
    image: absolute(loaderData.origin, mode.image.src),
  });
};

export default function LearningMode({ loaderData }: Route.ComponentProps) {
  const mode = findLearningMode(loaderData.slug, useSiteSettings())!;
  return (
    <div className="page">
      <JsonLd data={loaderData.breadcrumbs} />
      <PageIntro
        eyebrow={copy.eyebrow}
        title={mode.title}
        lead={mode.intro}
        image={{ ...mode.image, width: 640, height: 360 }}
        actions={
          <>
            <Link to="/training_course" className="btn btn-primary">
              {copy.browse}
            </Link>
            <Link to="/contact" className="btn">
              {copy.askAboutBatches}
            </Link>
          </>
        }
      />
      <ContentSection id="features" title={copy.features.replace("{mode}", mode.label.toLowerCase())}>
        <CheckList items={mode.features} />
      </ContentSection>
      <ContentSection id="reasons" title={copy.reasons.replace("{mode}", mode.label.toLowerCase())}>
        <CheckList items={mode.reasons} />
      </ContentSection>
      <ContentSection id="other-modes" title={copy.others}>
        <OtherModes current={mode.slug} />
      </ContentSection>
      <CallToAction id="mode-contact" title={copy.ctaTitle}>
        <p>{copy.ctaText}</p>
        <Actions>
          <Link to="/contact" className="btn btn-primary">
            {copy.contactUs}
          </Link>
        </Actions>
      </CallToAction>
    </div>
  );
}
