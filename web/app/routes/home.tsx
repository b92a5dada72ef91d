// Home: search, domain tabs, learning-mode carousel, bundle cards, testimonials, upcoming
// webinars, impact statistics, gallery and why-choose-us. Fully server-rendered: the loader reads
// the four lists in parallel; a list that fails shows its fallback error text and the rest still renders.

import { courseEndpoints, domainEndpoints, eventEndpoints, testimonialEndpoints } from "@skillbridge/core";
import { ACTIVE } from "@skillbridge/core/constants";
import { englishCardWords } from "@skillbridge/core/course-facts";
import { localeOfPath, localizedPath } from "@skillbridge/core/i18n/locales";
import { fallbackErrors } from "@skillbridge/core/messages";
import { homeCopy } from "@skillbridge/core/page-copy/home";
import { fillContact } from "@skillbridge/core/site-settings";
import { Link, redirect } from "react-router";
import { PlanCards } from "../features/bundle/plan-cards";
import { CategoryTabs } from "../features/home/category-tabs";
import { domainTabs, upcomingWebinars } from "../features/home/home-data";
import { searchPath } from "../features/home/home-search";
import { HomeHero, HomeSection, SectionError } from "../features/home/home-section";
import { ImpactStats } from "../features/home/impact-stats";
import { PhotoGallery } from "../features/home/photo-gallery";
import { UpcomingWebinars } from "../features/home/upcoming-webinars";
import { WhyChooseUs } from "../features/home/why-choose-us";
import { ModeCarousel } from "../features/learning-mode/mode-carousel";
import { TestimonialCarousel } from "../features/testimonial/testimonial-carousel";
import { copyOf, localizedCanonical, useCopy, useLocalePath } from "../i18n/copy";
import { dictionaryFor } from "../i18n/dictionary.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { settingsOf, useSiteSettings } from "../site-settings";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  // The search form works before JavaScript as GET /?q=term: send it on to /search/{term}.
  const query = new URL(request.url).searchParams.get("q");
  const target = query === null ? null : searchPath(query);
  if (target) throw redirect(localizedPath(target, localeOfPath(new URL(request.url).pathname)));

  const { api, origin } = context.get(requestContext);
  // The cards' facts and the webinars' dates are written here, in the address's language.
  const locale = localeOfPath(new URL(request.url).pathname);
  const dictionary = dictionaryFor(locale);
  const words = dictionary ? { ...dictionary.courseLists.card, months: dictionary.dates.months } : englishCardWords;
  const [domains, courses, testimonials, events] = await Promise.all([
    api.call(domainEndpoints.list),
    // A page in another language names each course in it where staff gave a translation.
    locale === "en" ? api.call(courseEndpoints.list) : api.call(courseEndpoints.list, { query: { locale } }),
    api.call(testimonialEndpoints.list),
    api.call(eventEndpoints.list),
  ]);
  return {
    origin,
    tabs: domains.ok ? domainTabs(domains.data, courses.ok ? courses.data : null, words) : [],
    domainsError: domains.ok ? null : fallbackErrors.domains,
    coursesError: courses.ok ? null : fallbackErrors.courses,
    // Testimonials are filtered to status 'A'.
    testimonials: testimonials.ok
      ? testimonials.data
          .filter((t) => t.status === ACTIVE)
          .map(({ id, learnerName, learnerImg, feedbackMsg }) => ({ id, learnerName, learnerImg, feedbackMsg }))
      : [],
    testimonialsError: testimonials.ok ? null : fallbackErrors.testimonials,
    webinars: events.ok ? upcomingWebinars(events.data, new Date(), words.months) : [],
    eventsError: events.ok ? null : fallbackErrors.events,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const copy = copyOf(matches, "home", homeCopy);
  return pageMeta({
    title: `${SITE_NAME} ${copy.metaTitle}`,
    description: fillContact(copy.description, settingsOf(matches)),
    canonical: localizedCanonical(loaderData?.origin ?? "", "/", location.pathname),
  });
};

function websiteJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: `${origin}/search/{search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
}

export default function Home({ loaderData: data }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const copy = useCopy("home", homeCopy);
  const to = useLocalePath();
  return (
    <>
      <JsonLd data={websiteJsonLd(data.origin)} />
      <HomeHero title={copy.title} lead={fillContact(copy.lead, settings)} />
      <HomeSection
        id="home-domains"
        title={copy.domainsTitle}
        footer={
          <>
            <Link to="/allTrainingDomain">{copy.allDomains}</Link> {copy.domainsOr}{" "}
            <Link to={to("/training_course")}>{copy.fullCatalogue}</Link>
          </>
        }
      >
        {data.domainsError ? (
          <SectionError text={data.domainsError} />
        ) : data.tabs.length === 0 ? (
          <p className="message-empty">{copy.noDomains}</p>
        ) : (
          <CategoryTabs tabs={data.tabs} coursesError={data.coursesError} />
        )}
      </HomeSection>
      <HomeSection id="home-modes" title={copy.modesTitle} shaded>
        <ModeCarousel />
      </HomeSection>
      <HomeSection id="home-plans" title={copy.plansTitle} intro={copy.plansIntro}>
        <PlanCards />
      </HomeSection>
      <HomeSection id="home-testimonials" title={copy.testimonialsTitle} shaded>
        {data.testimonialsError ? (
          <SectionError text={data.testimonialsError} />
        ) : (
          <TestimonialCarousel testimonials={data.testimonials} />
        )}
      </HomeSection>
      <HomeSection
        id="home-webinars"
        title={copy.webinarsTitle}
        footer={
          <Link to="/events" className="btn">
            {copy.allEvents}
          </Link>
        }
      >
        <UpcomingWebinars webinars={data.webinars} error={data.eventsError} />
      </HomeSection>
      <HomeSection id="home-impact" title={copy.impactTitle} shaded>
        <ImpactStats />
      </HomeSection>
      <HomeSection id="home-gallery" title={copy.galleryTitle}>
        <PhotoGallery />
      </HomeSection>
      <HomeSection id="home-why" title={copy.whyTitle} shaded>
        <WhyChooseUs />
      </HomeSection>
    </>
  );
}
