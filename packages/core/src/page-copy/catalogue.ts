// The catalogue page's own words (/training_course), in the message
// catalogue and checked by the copy test; "{…}" marks what the page fills in (fillCopy).
export const catalogueCopy = {
  title: "Certification Courses & Training Programmes",
  description:
    "Browse certification courses, corporate training, industrial training and internships in cloud, cyber security, data science, networking and more. Filter by hours, course type and domain.",
  intro:
    "Instructor-led certification courses, corporate and industrial training and internships. Narrow the list by name, hours, course type or domain.",
  empty: "No courses found.",
} as const;
