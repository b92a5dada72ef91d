// A course page's title, description, canonical, social tags and structured data (schema.org
// Course with its offer and upcoming course instances, FAQPage, BreadcrumbList). On a page in
// another language the staff's translated name, descriptions and FAQs are used where they exist.
import { coverFile } from "@skillbridge/core/cover";
import { coursePath, cutText, totalHours } from "@skillbridge/core/rules";
import type { TrainingCard } from "@skillbridge/core/schemas";
import type { MetaDescriptor } from "react-router";
import { textIn } from "../../i18n/copy";
import { absolute, breadcrumbJsonLd, pageMeta, SITE_NAME } from "../../seo";
import { site } from "../../site";
import type { CourseDetailData } from "./course-data";
import { priceView } from "./price";

export function courseCanonical(data: Pick<CourseDetailData, "course" | "origin">): string {
  return `${data.origin}${coursePath(data.course)}`;
}

/** The uploaded cover (WebP, 960 px) when there is one; else the course image. */
function socialImage(data: CourseDetailData): string {
  return data.coverToken ? coverFile(data.coverToken, 960, "webp") : data.course.ictImg;
}

/** The course's name and descriptions as the page's language shows them. */
function textsOf(course: CourseDetailData["course"]) {
  const { translation } = course;
  return {
    name: textIn(course.ictName, translation?.ictName),
    short: textIn(course.ictSDesc, translation?.ictSDesc),
    long: textIn(course.ictDesc, translation?.ictDesc),
  };
}

export function courseMeta(data: CourseDetailData): MetaDescriptor[] {
  const { course, origin } = data;
  const price = priceView(course.costData);
  const hours = totalHours(course.hoursData);
  const text = textsOf(course);
  const tags = pageMeta({
    title: `${text.name} | ${SITE_NAME}`,
    description: cutText(text.short.trim() || text.long.trim(), 155),
    canonical: courseCanonical(data),
    image: absolute(origin, socialImage(data)),
  });
  tags.push({ property: "og:image:alt", content: text.name });
  if (price.kind === "priced") {
    tags.push(
      { property: "product:price:amount", content: String(price.amount) },
      { property: "product:price:currency", content: "INR" },
      { name: "twitter:label1", content: "Price" },
      { name: "twitter:data1", content: price.sell },
    );
  }
  if (hours > 0) {
    tags.push({ name: "twitter:label2", content: "Duration" }, { name: "twitter:data2", content: `${hours} hours` });
  }
  return tags;
}

/** Google reads Online, Onsite or Blended. */
function courseMode(studyMode: string): string {
  const mode = studyMode.toLowerCase();
  if (mode.includes("online") || mode.includes("self")) return "Online";
  if (mode.includes("blend") || mode.includes("hybrid")) return "Blended";
  return "Onsite";
}

function courseInstance(batch: TrainingCard, canonical: string) {
  const online = courseMode(batch.ictStudyMode) === "Online";
  return {
    "@type": "CourseInstance",
    courseMode: courseMode(batch.ictStudyMode),
    startDate: `${batch.batchStartDate}T${batch.batchStartTime.slice(0, 5)}:00+05:30`,
    ...(batch.batchEndDate ? { endDate: batch.batchEndDate } : {}),
    ...(batch.ictHours > 0 ? { courseWorkload: `PT${batch.ictHours}H` } : {}),
    location: online
      ? { "@type": "VirtualLocation", url: canonical }
      : {
          "@type": "Place",
          name: batch.ictLocation,
          address: { "@type": "PostalAddress", addressLocality: batch.ictLocation, addressCountry: "IN" },
        },
  };
}

/**
 * AggregateRating and Review only from real reviews (learners' feedback they agreed to
 * publish, approved by staff); none at all when there are none — never invented.
 */
function reviewsJsonLd(reviews: CourseDetailData["reviews"]): Record<string, unknown> {
  if (reviews.count === 0 || reviews.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.items.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.author },
      datePublished: review.date,
      reviewBody: review.message,
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

export function courseJsonLd(data: CourseDetailData): Record<string, unknown>[] {
  const { course, origin } = data;
  const canonical = courseCanonical(data);
  const price = priceView(course.costData);
  const hours = totalHours(course.hoursData);
  const text = textsOf(course);
  const graph: Record<string, unknown>[] = [
    {
      "@context": "https://schema.org",
      "@type": "Course",
      "@id": `${canonical}#course`,
      name: text.name,
      description: text.short || cutText(text.long),
      url: canonical,
      image: absolute(origin, socialImage(data)),
      courseCode: String(course.id),
      inLanguage: "en-IN",
      ...(hours > 0 ? { timeRequired: `PT${hours}H` } : {}),
      provider: { "@type": "Organization", name: site.name, url: `${origin}/` },
      ...(price.kind === "priced"
        ? {
            offers: {
              "@type": "Offer",
              category: "Paid",
              price: price.amount,
              priceCurrency: "INR",
              availability: "https://schema.org/InStock",
              url: canonical,
            },
          }
        : {}),
      ...(data.batches.items.length
        ? { hasCourseInstance: data.batches.items.map((batch) => courseInstance(batch, canonical)) }
        : {}),
      ...reviewsJsonLd(data.reviews),
    },
  ];
  if (data.faqs.items.length) {
    graph.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: data.faqs.items.map((item) => ({
        "@type": "Question",
        name: textIn(item.faq, item.translation?.faq),
        acceptedAnswer: { "@type": "Answer", text: textIn(item.faqAnswer, item.translation?.faqAnswer) },
      })),
    });
  }
  graph.push(
    breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Courses", path: "/training_course" },
      { name: text.name, path: coursePath(course) },
    ]),
  );
  return graph;
}
