// Issue 17, item 9 (one voice): the course lists' visitor copy (spec §2: the catalogue, search,
// domain and all-domains pages, and the course browser, filters and cards they share), in the
// message catalogue and checked by the copy test. "{…}" marks what the page fills in.
export const catalogueCopy = {
  /** The breadcrumbs' names. */
  home: "Home",
  catalogueCrumb: "Certifications & Courses",
  domainsCrumb: "All Training Domains",
  searchCrumb: "Search: {term}",
  /** After a list's title on pages after the first. */
  titlePage: " – Page {page}",

  catalogue: {
    title: "Certification Courses & Training Programmes",
    description:
      "Browse certification courses, corporate training, industrial training and internships in cloud, cyber security, data science, networking and more. Filter by hours, course type and domain.",
    intro:
      "Instructor-led certification courses, corporate and industrial training and internships. Narrow the list by name, hours, course type or domain.",
    empty: "No courses found.",
  },
  search: {
    title: "Search results for “{term}”",
    metaTitle: "{term} courses – search results",
    metaPage: ", page {page}",
    matchOne: "course matches",
    matchMany: "courses match",
    found: "{count} {match} “{term}”: certification courses, corporate training and internships at {site}.",
    none: "No courses match “{term}” at {site}. Check the spelling or contact us for the training you need.",
    /** spec §8, verbatim: the nonsense-term text. */
    notFound: "Not Found! Are You Spelling it right?",
    helpLead: "Can't find the course you need?",
    contactUs: "Contact us",
    /** Followed by the help desk's phone number. */
    helpCall: "or call our help desk on",
    helpEnd: "and we will help you find the right training.",
    didYouMean: "Did you mean",
  },
  domain: {
    /** spec §2: 'Courses for {domain name}', or 'Courses for ID {id}' for an unknown domain. */
    heading: "Courses for {domain}",
    unknownHeading: "Courses for ID {id}",
    fallbackTitle: "Courses",
    description:
      "{domain} courses at {site}: certification courses, corporate training, industrial training and internships with hands-on labs.",
    unknownDescription: "This training domain is not available at {site}. Browse all our training domains.",
    empty: "No courses found for this domain.",
  },
  allDomains: {
    metaTitle: "All Training Domains",
    description:
      "Every training domain at {site}: cloud computing, data science and AI, networking, cyber security, project management, DevOps and more. Pick a domain to see its courses.",
    /** spec §2's heading, verbatim. */
    title: "Select Domain by Clicking on Domain name",
    intro: "Pick a training domain to see all its courses, with filters for hours and course type.",
    /** spec §2, verbatim. */
    loading: "Loading domains...",
    none: "No domains available.",
    selected: "Courses for {domain}",
    seeAll: "See all {count} courses in {domain}",
    tabs: "Training domains",
  },

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
    text: "Search by name or keyword",
    textPlaceholder: "e.g. AWS",
    maxHours: "Maximum hours",
    upToHours: "Up to {hours} hours",
    courseType: "Course type",
    domain: "Domain",
    otherDomains: "Add courses of other domains",
    apply: "Apply filters",
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
    nextBatch: "Next batch",
    notAnnounced: "Not yet announced",
    mode: "Mode",
    /** spec §2's button; for screen readers followed by "for {course}". */
    schedule: "Check Upcoming Schedule",
    scheduleFor: "for",
    details: "Details",
    detailsOf: "of",
    review: "review",
    reviews: "reviews",
    /** Read out instead of the stars: "Rated 4.6 out of 5 from 12 reviews". */
    rated: "Rated {average} out of 5 from {reviews}",
  },
} as const;
