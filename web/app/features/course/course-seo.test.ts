import type { Course, TrainingCard } from "@skillbridge/core/schemas";
import { describe, expect, it } from "vitest";
import type { CourseDetailData } from "./course-data";
import { courseJsonLd, courseMeta } from "./course-seo";

const course: Course = {
  id: 2,
  ictName: "Certified Ethical Hacker (CEH v13)",
  ictType: "Certificate Course",
  ictSDesc: "Learn ethical hacking.",
  ictDesc: "A long description.",
  ictImg: "/images/courses/cyber.svg",
  status: "A",
  domainId: 4,
  hoursData: { id: 1, ictId_id: 2, TrainingHour: 40, LabHour: 40 },
  costData: { id: 1, ictid: 2, ictMrp: 65000, sellPrice: 49999 },
};
const batch = (id: number, mode: string): TrainingCard => ({
  id,
  ictId_id: 2,
  ictHours: 80,
  ictLocation: mode === "Online" ? "Online (Zoom)" : "Noida – Sector 62",
  ictStudyMode: mode,
  batchStartDate: "2026-12-13",
  batchEndDate: "2027-01-11",
  batchStartTime: "09:30:00",
  batchEndTime: "17:30:00",
  status: "A",
});
const empty = { items: [], error: null };
const data = (overrides: Partial<CourseDetailData> = {}): CourseDetailData => ({
  course,
  batches: { items: [batch(6, "Classroom"), batch(7, "Online")], error: null },
  modules: empty,
  benefits: empty,
  prerequisites: empty,
  faqs: { items: [{ id: 1, faq: "Is the exam included?", faqAnswer: "No." }], error: null },
  reviews: { average: null, count: 0, items: [] },
  trainers: [],
  coverToken: null,
  origin: "https://skillbridge.example",
  loadedAt: "2026-11-20T08:00:00.000Z",
  ...overrides,
});
const canonical = "https://skillbridge.example/course/2/Certified_Ethical_Hacker_(CEH_v13)";

describe("courseJsonLd", () => {
  it("describes the course, its INR offer and one instance per upcoming batch", () => {
    const [courseLd] = courseJsonLd(data());
    expect(courseLd).toMatchObject({
      "@type": "Course",
      name: course.ictName,
      url: canonical,
      image: "https://skillbridge.example/images/courses/cyber.svg",
      timeRequired: "PT80H",
      provider: { "@type": "Organization", name: "SkillBridge Academy" },
      offers: { "@type": "Offer", price: 49999, priceCurrency: "INR", category: "Paid" },
    });
    expect(courseLd?.hasCourseInstance).toEqual([
      expect.objectContaining({
        courseMode: "Onsite",
        startDate: "2026-12-13T09:30:00+05:30",
        endDate: "2027-01-11",
        location: expect.objectContaining({ "@type": "Place", name: "Noida – Sector 62" }),
      }),
      expect.objectContaining({ courseMode: "Online", location: { "@type": "VirtualLocation", url: canonical } }),
    ]);
  });

  it("has no offer without a price, FAQPage only with FAQs, and always the breadcrumb", () => {
    const types = (items: Record<string, unknown>[]) => items.map((item) => item["@type"]);
    const unpriced = courseJsonLd(
      data({ course: { ...course, costData: { id: 1, ictid: 2, ictMrp: 0, sellPrice: 0 } }, faqs: empty }),
    );
    expect(unpriced[0]).not.toHaveProperty("offers");
    expect(types(unpriced)).toEqual(["Course", "BreadcrumbList"]);
    expect(types(courseJsonLd(data()))).toEqual(["Course", "FAQPage", "BreadcrumbList"]);
  });
});

describe("courseMeta", () => {
  it("sets the title, canonical, absolute image and price tags", () => {
    const tags = courseMeta(data());
    expect(tags).toContainEqual({ title: "Certified Ethical Hacker (CEH v13) | SkillBridge Academy" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
    expect(tags).toContainEqual({ name: "description", content: "Learn ethical hacking." });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://skillbridge.example/images/courses/cyber.svg",
    });
    expect(tags).toContainEqual({ property: "product:price:amount", content: "49999" });
    expect(tags).toContainEqual({ name: "twitter:data1", content: "₹49,999" });
  });
});

describe("reviews in the course's JSON-LD", () => {
  it("has AggregateRating and Review only from the page's real reviews, markup kept as text", () => {
    const reviews = {
      average: 4.5,
      count: 2,
      items: [
        { id: 9, author: "Meera", rating: 5, message: "<b>Great</b> labs", date: "2026-11-02" },
        { id: 8, author: "Ravi", rating: 4, message: "Good pace.", date: "2026-10-30" },
      ],
    };
    const [withReviews] = courseJsonLd(data({ reviews }));
    expect(withReviews).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Meera" },
          reviewBody: "<b>Great</b> labs",
          reviewRating: { "@type": "Rating", ratingValue: 5 },
          datePublished: "2026-11-02",
        },
        expect.objectContaining({ author: { "@type": "Person", name: "Ravi" } }),
      ],
    });
    const [without] = courseJsonLd(data());
    expect(without).not.toHaveProperty("aggregateRating");
    expect(without).not.toHaveProperty("review");
  });
});

describe("on a Hindi page", () => {
  const hindi = data({
    course: {
      ...course,
      translation: { locale: "hi", ictName: "सर्टिफ़ाइड एथिकल हैकर (CEH v13)", ictSDesc: null, ictDesc: null },
    },
    faqs: {
      items: [
        {
          id: 1,
          faq: "Is the exam included?",
          faqAnswer: "No.",
          translation: { faq: "क्या परीक्षा शामिल है?", faqAnswer: null },
        },
      ],
      error: null,
    },
  });

  it("titles the page with the Hindi name and keeps the English description where there is no Hindi", () => {
    const tags = courseMeta(hindi);
    expect(tags).toContainEqual({ title: "सर्टिफ़ाइड एथिकल हैकर (CEH v13) | SkillBridge Academy" });
    expect(tags).toContainEqual({ name: "description", content: "Learn ethical hacking." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
  });

  it("names the course and its FAQ in Hindi in the structured data, answers in English where not translated", () => {
    const [courseLd, faqLd] = courseJsonLd(hindi);
    expect(courseLd).toMatchObject({ name: "सर्टिफ़ाइड एथिकल हैकर (CEH v13)", inLanguage: "en-IN" });
    expect(faqLd).toMatchObject({
      mainEntity: [{ name: "क्या परीक्षा शामिल है?", acceptedAnswer: { text: "No." } }],
    });
  });
});
