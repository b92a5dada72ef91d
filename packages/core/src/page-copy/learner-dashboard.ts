// The learner dashboard's visitor-facing labels (the tabs,
// the welcome, profile and courses panels, an enrolment's card and its popups), in the message
// catalogue and checked by the copy test. "{…}" marks what the page fills in (fillCopy).
export const learnerDashboardCopy = {
  label: "Learner dashboard",
  /** The dashboard's tabs, in order. */
  tabs: {
    welcome: "Welcome",
    profile: "My Profile Details",
    courses: "My Courses/Trainings",
    certificates: "Certificates",
    tests: "Tests",
    settings: "Account Settings",
  },
  welcome: {
    /** "Welcome, {name}!": the first name, else the username, the e-mail's local part, or 'Learner'. */
    greeting: "Welcome, {name}!",
    intro:
      "This is your learner dashboard: your profile, your trainings with their recordings, study materials and schedule, and a place to send feedback on each training.",
    ongoing: "Ongoing trainings",
    completed: "Completed trainings",
    toCourses: "Go to My Courses/Trainings",
  },
  /** My Profile Details, row by row. */
  profile: {
    name: "Name",
    username: "Username",
    email: "E-mail",
    contact: "Contact",
    organisation: "Organisation",
    country: "Country",
    status: "Status",
    joined: "Joined",
    loading: "Loading profile…",
    noSession: "No active learner session – please log in again.",
    noRecord: "No learner record found for {email}.",
  },
  courses: {
    fees: "Fees & invoices",
    /** After the fees link. */
    feesText: ": what is due, what you paid and your invoices.",
    none: "You are not enrolled in any training yet.",
    browse: "Browse our courses",
    ongoing: "Ongoing trainings",
    noOngoing: "No ongoing trainings right now.",
    completed: "Completed trainings",
    noCompleted: "No completed trainings yet.",
    loading: "Loading…",
  },
  /** An enrolment's card. */
  card: {
    ongoing: "Ongoing",
    completed: "Completed",
    dates: "Dates",
    time: "Time",
    mode: "Mode",
    location: "Location",
    hours: "Hours",
  },
  /** The card's buttons and their popups' titles ("{label}: {course}"). */
  popups: {
    recordings: "Recordings",
    materials: "Study Materials",
    schedule: "Schedule",
    feedback: "Feedback",
  },
  newTab: "(opens in a new tab)",
  recordings: { loading: "Loading recordings…", empty: "No recordings available yet." },
  materials: {
    loading: "Loading study materials…",
    empty: "No study materials available yet.",
    pdf: "Download PDF",
    link: "Open link",
    video: "Watch video",
    slides: "View slides",
    other: "Open",
  },
  schedule: {
    loading: "Loading schedule…",
    empty: "No sessions scheduled yet.",
    swipe: "Swipe the table sideways for the end time and hours →",
    sessions: "Training sessions",
    caption: "Training sessions (times in IST)",
    session: "Session",
    start: "Start",
    end: "End",
    totalHours: "Total hours",
    total: "Total",
  },
  certificatesFailed: "Your certificates could not be loaded. Please try again later.",
  accountFailed: "Your account settings could not be loaded. Please try again later.",
  feedbackSent: "Feedback sent!",
  feedbackSendFailed: "Failed to send: {error}",
} as const;
