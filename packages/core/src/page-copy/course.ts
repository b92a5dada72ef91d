// The course page's visitor copy (the nine inclusions, the empty texts, the offer box, the
// schedule and the headings), in the message catalogue and checked by the copy test. "{…}" marks
// what the page fills in (fillCopy). The smaller popups' words are course-popups.ts, loaded with them.
export const courseCopy = {
  inclusions: [
    "Course materials and slides to keep",
    "Live, instructor-led sessions",
    "Hands-on labs on real tools",
    "Certificate of participation",
    "Session recordings to revisit any time",
    "Lifetime access to the resource portal and learner community",
    "Optional interview preparation",
    "A training coordinator to support you throughout",
    "Content aligned with the vendor's certification exam",
  ],
  empty: {
    modules: "No modules found for this course.",
    benefits: "No additional benefits found.",
    prerequisites: "This is a foundation course, Do not need any Pre-Requisites.",
    faqs: "No FAQs available yet.",
  },
  /** The enrolment popup's title, verbatim. */
  enrolmentTitle: "Learner Enrollment form",
  /** The enquiry popup's title, verbatim. */
  enquiryTitle: "Great For Showing Interest, Now Please Share Your Details",
  /** The standalone enquiry's success text; the course-page enquiry says the same. */
  enquirySuccess: "Enquiry created successfully!",
  /** Verbatim. */
  loading: "Loading...",
  breadcrumb: { label: "Breadcrumb", home: "Home", courses: "Courses" },
  /** The long description's toggle. */
  readMore: "read more",
  showLess: "show less",
  review: "review",
  reviews: "reviews",
  share: "Share",
  duration: "Training Duration:",
  /** After the course's hours. */
  hours: "Hours",
  hourlyStructure: "Hourly structure",
  information: "Course information",
  menu: {
    mode: "Learning Mode",
    modules: "Show Syllabus",
    benefits: "Show Benefits",
    prerequisites: "Pre-requisite",
  },
  includesTitle: "What the course includes",
  faqsTitle: "Frequently Asked Questions",
  /** The offer box, its capitalisation the spec's. */
  offer: {
    now: "Now: @ {price}",
    costCall: "To Know Cost Us",
    /** Read out after the link: ": call {phone}". */
    call: ": call {phone}",
    schedule: "Check Upcoming Training Schedule",
    enrolNow: "Enroll Now",
    readTerms: "Before Enrolling, Read Terms & Conditions",
    learnOnline: "Learn Online",
    learnOnlineOff: "Learn Online @ {discount}% Off",
    listPrice: "List price",
    price: "Price",
    taxes: "All Taxes Inclusive",
    contactForFee: "contact us for fee structure",
    outsideIndia: "if Outside India Or Whatsapp on same number",
    otherModes: "For classroom or on-site (client site) training prices, please connect with us.",
    whatsappText: 'Hello, I would like to know more about the course "{course}".',
    whatsapp: "Ask about this course on WhatsApp",
  },
  newTab: "(opens in a new tab)",
  people: {
    trainer: "Your trainer",
    trainers: "Your trainers",
    year: "year",
    years: "years",
    /** After the years. */
    experience: "of experience",
    certificationsOf: "Certifications of {name}",
    linkedin: "LinkedIn profile",
    /** Read out after the link. */
    linkedinOf: "of {name}",
    reviewsTitle: "What learners say",
    /** "4.6 out of 5 from 12 reviews", the average in bold. */
    outOf: "out of 5 from {count}",
    stars: "{rating} out of 5 stars",
    reviewsSource: "Reviews come from learners of our batches who agreed to publish their feedback.",
  },
  /** The schedule, "Upcoming Confirmed Trainings", a table per batch. */
  schedule: {
    title: "Upcoming Confirmed Trainings",
    columns: ["Id", "Duration (hours)", "Location", "Mode", "Start", "End", "Time (start - end)"],
    endUnknown: "To be announced",
    caption: "Batch {id}: starts {date}",
    /** After the IST time: the visitor's own. */
    yourTime: "Your time: {time}",
    enrol: "Enroll",
    /** Every seat taken. */
    waitlist: "Join waitlist",
    team: "Book for a team",
    calendar: "Add to calendar",
    /** Under a batch's table. */
    details: "Batch details",
    fee: "Fee: {fee} (all taxes inclusive)",
    seatLeft: "1 seat left",
    seatsLeft: "{count} seats left",
    /** After the visitor's own time when their day differs from India's. */
    dayBefore: " (the day before)",
    dayAfter: " (the day after)",
    /** A batch in words, for the forms and their answers. */
    batchLabel: "{mode} batch, starts {date}, {time}",
    /** Verbatim: no batches announced. */
    noneTitle: "Oops... No Upcoming Training Announced Yet",
    noneCall: "Call our help desk to hear about the next batch:",
    noneOffer: "We can also schedule a training for you or your team on request.",
    request: "Request a training schedule",
    /** Beside the empty text: one mail when the course's next batch is added. */
    interest: {
      title: "Tell me when a batch opens",
      intro: "Leave your e-mail and we will write to you once, when a batch of this course is announced.",
      name: "Name",
      email: "E-mail",
      phone: "Phone (optional)",
      submit: "Tell me when a batch opens",
      sending: "Sending…",
      failed: "Your request could not be sent. Please try again, or call us.",
      /** The answer, the first time and on a repeat alike. */
      answer: "We will e-mail you when a batch of {course} opens.",
    },
  },
  /** The course page's error page. */
  error: {
    notFoundTitle: "Page not found",
    failedTitle: "Something went wrong",
    /** Verbatim. */
    notFound: "No course found.",
    browse: "Browse all courses",
    home: "Go to the home page",
  },
} as const;
