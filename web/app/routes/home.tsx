// spec §2 Home: search, domain tabs, learning-mode carousel, bundle cards, testimonials, upcoming
// webinars, impact statistics, gallery and why-choose-us. Fully server-rendered: the loader reads
// the four lists in parallel; a list that fails shows its spec §8 text and the rest still renders.

import { courseEndpoints, domainEndpoints, eventEndpoints, testimonialEndpoints } from "@skillbridge/core";
import { ACTIVE } from "@skillbridge/core/constants";
import { fallbackErrors } from "@skillbridge/core/messages";
import { centreCities } from "@skillbridge/core/site-settings";
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
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { settingsOf, useSiteSettings } from "../site-settings";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  // The search form works before JavaScript as GET /?q=term: send it on to /search/{term}.
  const query = new URL(request.url).searchParams.get("q");
  const target = query === null ? null : searchPath(query);
  if (target) throw redirect(target);

  const { api, origin } = context.get(requestContext);
  const [domains, courses, testimonials, events] = await Promise.all([
    api.call(domainEndpoints.list),
    api.call(courseEndpoints.list),
    api.call(testimonialEndpoints.list),
    api.call(eventEndpoints.list),
  ]);
  return {
    origin,
    tabs: domains.ok ? domainTabs(domains.data, courses.ok ? courses.data : null) : [],
    domainsError: domains.ok ? null : fallbackErrors.domains,
    coursesError: courses.ok ? null : fallbackErrors.courses,
    // spec §7: testimonials are filtered to status 'A'.
    testimonials: testimonials.ok
      ? testimonials.data
          .filter((t) => t.status === ACTIVE)
          .map(({ id, learnerName, learnerImg, feedbackMsg }) => ({ id, learnerName, learnerImg, feedbackMsg }))
      : [],
    testimonialsError: testimonials.ok ? null : fallbackErrors.testimonials,
    webinars: events.ok ? upcomingWebinars(events.data) : [],
    eventsError: events.ok ? null : fallbackErrors.events,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: `${SITE_NAME} – Certification Courses, Corporate Training & Internships in India`,
    description: `Hands-on certification courses in cloud, cyber security, data science, networking and more, plus corporate training and internships: online, classroom in ${centreCities(settingsOf(matches).centres)}, on-site and self-paced.`,
    canonical: `${loaderData?.origin ?? ""}/`,
  });

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
  return (
    <>
      <JsonLd data={websiteJsonLd(data.origin)} />
      <HomeHero
        title="Job-ready skills and industry certifications, taught hands-on"
        lead={`Certification courses, corporate training and internships in cloud, cyber security, data, networking and development — live online, in our ${centreCities(settings.centres)} classrooms, on-site at your office or at your own pace.`}
      />
      <HomeSection
        id="home-domains"
        title="Explore courses by domain"
        footer={
          <>
            <Link to="/allTrainingDomain">See all training domains</Link> or{" "}
            <Link to="/training_course">browse the full course catalogue</Link>
          </>
        }
      >
        {data.domainsError ? (
          <SectionError text={data.domainsError} />
        ) : data.tabs.length === 0 ? (
          <p className="message-empty">No active domains found.</p>
        ) : (
          <CategoryTabs tabs={data.tabs} coursesError={data.coursesError} />
        )}
      </HomeSection>
      <HomeSection id="home-modes" title="Learn the way that suits you" shaded>
        <ModeCarousel />
      </HomeSection>
      <HomeSection
        id="home-plans"
        title="A plan for every stage"
        intro="Whether you are starting out, moving up, training a team or building a company, pick the path that fits."
      >
        <PlanCards />
      </HomeSection>
      <HomeSection id="home-testimonials" title="What our learners say" shaded>
        {data.testimonialsError ? (
          <SectionError text={data.testimonialsError} />
        ) : (
          <TestimonialCarousel testimonials={data.testimonials} />
        )}
      </HomeSection>
      <HomeSection
        id="home-webinars"
        title="Upcoming webinars and events"
        footer={
          <Link to="/events" className="btn">
            View all events
          </Link>
        }
      >
        <UpcomingWebinars webinars={data.webinars} error={data.eventsError} />
      </HomeSection>
      <HomeSection id="home-impact" title="Our impact" shaded>
        <ImpactStats />
      </HomeSection>
      <HomeSection id="home-gallery" title="Inside our classrooms and events">
        <PhotoGallery />
      </HomeSection>
      <HomeSection id="home-why" title={`Why choose ${SITE_NAME}`} shaded>
        <WhyChooseUs />
      </HomeSection>
    </>
  );
}
