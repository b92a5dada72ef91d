// What the course lists share (the breadcrumbs, the course
// browser, its filters, order and cards on the catalogue, search, domain and all-domains pages), in
// the message catalogue and checked by the copy test. Each page's own words are in its own file
// (catalogue.ts, search.ts, domain.ts, all-domains.ts). "{…}" marks what the page fills in (fillCopy).
export const courseListsCopy = {
  /** The breadcrumbs' names. */
  home: "Home",
  catalogueCrumb: "Certifications & Courses",
  domainsCrumb: "All Training Domains",
  /** After a list's title on pages after the first. */
  titlePage: " – Page {page}",

  /** The course browser's results. */
  noMatch: "No courses match these filters.",
  clearFilters: "Clear filters",
  loadingMore: "Loading more courses…",
  moreCourses: "More courses",
  loadMore: "Load more",
  courses: "Courses",
  showing: "Showing {shown} of {total} courses",
  /** The filters. */
  filter: {
    title: "Filter courses",
    toggle: "Filters",
    text: "Filter by course name",
    textPlaceholder: "e.g. AWS",
    maxHours: "Maximum hours",
    upToHours: "Up to {hours} hours",
    courseType: "Course type",
    domain: "Domain",
    otherDomains: "Add courses of other domains",
    apply: "Apply filters",
    /** The teaching-language checkboxes. */
    taughtIn: "Taught in",
  },
  sort: {
    label: "Sort by",
    button: "Sort",
    best: "Best match",
    next: "Next batch first",
    fee: "Fee: low to high",
    popular: "Most popular",
  },
  /** A course card. */
  card: {
    hoursOfLearning: "Hours of Learning",
    fee: "Fee",
    /** A course without a sell price. */
    feeOnRequest: "Fee on request",
    nextBatch: "Next batch",
    /** The home page's card: "Next batch 12 Dec 2026 · Online". */
    nextBatchLine: "Next batch {date} · {mode}",
    notAnnounced: "Not yet announced",
    mode: "Mode",
    /** The card's button; for screen readers followed by "for {course}". */
    schedule: "Check Upcoming Schedule",
    scheduleFor: "for",
    details: "Details",
    detailsOf: "of",
    review: "review",
    reviews: "reviews",
    /** Read out instead of the stars: "Rated 4.6 out of 5 from 12 reviews". */
    rated: "Rated {average} out of 5 from {reviews}",
    /** The languages its upcoming batches are taught in: "Taught in English · Hindi". */
    taughtIn: "Taught in",
  },
} as const;
