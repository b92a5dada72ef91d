// The all-domains page's own words (/allTrainingDomain), in the message
// catalogue and checked by the copy test; "{…}" marks what the page fills in (fillCopy).
export const allDomainsCopy = {
  metaTitle: "All Training Domains",
  description:
    "Every training domain at {site}: cloud computing, data science and AI, networking, cyber security, project management, DevOps and more. Pick a domain to see its courses.",
  /** The page's heading, verbatim. */
  title: "Select Domain by Clicking on Domain name",
  intro: "Pick a training domain to see all its courses, with filters for hours and course type.",
  /** Verbatim. */
  loading: "Loading domains...",
  none: "No domains available.",
  selected: "Courses for {domain}",
  seeAll: "See all {count} courses in {domain}",
  tabs: "Training domains",
} as const;
