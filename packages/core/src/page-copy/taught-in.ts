// "Taught in" under a batch on the course page: the languages it is taught in, named in the
// page's language. The course page's loader writes the whole line on the server, so these words
// never travel in the page's scripts. "{languages}" is "English · Hindi".
export const taughtInCopy = {
  line: "Taught in: {languages}",
} as const;
