// The search page's own words (/search/{term}), in the message
// catalogue and checked by the copy test; "{…}" marks what the page fills in (fillCopy).
export const searchCopy = {
  crumb: "Search: {term}",
  title: "Search results for “{term}”",
  metaTitle: "{term} courses – search results",
  metaPage: ", page {page}",
  matchOne: "course matches",
  matchMany: "courses match",
  found: "{count} {match} “{term}”: certification courses, corporate training and internships at {site}.",
  none: "No courses match “{term}” at {site}. Check the spelling or contact us for the training you need.",
  /** Verbatim: the nonsense-term text. */
  notFound: "Not Found! Are You Spelling it right?",
  helpLead: "Can't find the course you need?",
  contactUs: "Contact us",
  /** Followed by the help desk's phone number. */
  helpCall: "or call our help desk on",
  helpEnd: "and we will help you find the right training.",
  didYouMean: "Did you mean",
} as const;
