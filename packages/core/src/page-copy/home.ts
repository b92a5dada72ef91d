// The home page's visitor copy (search, domain tabs,
// sections' headings, webinars, impact, gallery), in the message catalogue and checked by the copy
// test. "{cities}" names the centres of the site settings record (fillContact); "{domain}" and
// "{term}" are filled where shown. The "why choose us" section keeps its own file.
import { siteIdentity } from "../site-settings.ts";

export const homeCopy = {
  /** After the brand's name. */
  metaTitle: "– Certification Courses, Corporate Training & Internships in India",
  description:
    "Hands-on certification courses in cloud, cyber security, data science, networking and more, plus corporate training and internships: online, classroom in {cities}, on-site and self-paced.",
  title: "Job-ready skills and industry certifications, taught hands-on",
  lead: "Certification courses, corporate training and internships in cloud, cyber security, data, networking and development — live online, in our {cities} classrooms, on-site at your office or at your own pace.",
  search: {
    label: "Search courses",
    placeholder: "Search courses, e.g. AWS, CCNA, Python",
    button: "Search",
    /** Shown as "Try popular searches like cloud, cyber security or data science." with the terms in bold. */
    hintLead: "Try popular searches like",
    hintTerms: ["cloud", "cyber security", "data science"],
    hintOr: "or",
  },
  domainsTitle: "Explore courses by domain",
  allDomains: "See all training domains",
  domainsOr: "or",
  fullCatalogue: "browse the full course catalogue",
  noDomains: "No active domains found.",
  domainTabs: "Course domains",
  noCourses: "No courses found for this domain.",
  /** After the course's hours. */
  hoursOfLearning: "Hours of Learning",
  viewDomain: "View all {domain} courses",
  modesTitle: "Learn the way that suits you",
  plansTitle: "A plan for every stage",
  plansIntro:
    "Whether you are starting out, moving up, training a team or building a company, pick the path that fits.",
  testimonialsTitle: "What our learners say",
  webinarsTitle: "Upcoming webinars and events",
  allEvents: "View all events",
  /** Verbatim. */
  noWebinars: "No upcoming events.",
  duration: "Duration:",
  /** For screen readers followed by "for {event}". */
  webinarDetails: "Details and registration",
  webinarFor: "for",
  impactTitle: "Our impact",
  /** The home page claims. */
  impact: {
    trained: "Professionals and students trained",
    served: "Colleges and companies served",
    courses: "Certification and career courses",
    handsOn: "Hands-on, lab-based learning",
  },
  galleryTitle: "Inside our classrooms and events",
  gallery: {
    workshop: {
      caption: "Power BI workshop",
      alt: "Learners building dashboards at a hands-on analytics workshop",
    },
    hackathon: {
      caption: "Code Sprint hackathon",
      alt: "Teams coding together at the SkillBridge Code Sprint hackathon in Pune",
    },
    careerTalk: {
      caption: "Cyber security career talk",
      alt: "Industry speakers at a career talk on cyber security roles",
    },
    cloud: { caption: "Cloud labs", alt: "Cloud computing lab session on AWS and Azure" },
    meetup: { caption: "Alumni meetup", alt: "Alumni and trainers networking at a community meetup" },
    network: { caption: "Networking lab", alt: "Routing and switching practice in the networking lab" },
  },
  whyTitle: `Why choose ${siteIdentity.name}`,
} as const;
