// The domain page's own words (/domain/{id}), in the message
// catalogue and checked by the copy test; "{…}" marks what the page fills in (fillCopy).
export const domainCopy = {
  /** 'Courses for {domain name}', or 'Courses for ID {id}' for an unknown domain. */
  heading: "Courses for {domain}",
  unknownHeading: "Courses for ID {id}",
  fallbackTitle: "Courses",
  description:
    "{domain} courses at {site}: certification courses, corporate training, industrial training and internships with hands-on labs.",
  unknownDescription: "This training domain is not available at {site}. Browse all our training domains.",
  empty: "No courses found for this domain.",
} as const;
