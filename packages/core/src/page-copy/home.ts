// The home page's visitor copy (search, domain tabs,
// sections' headings, webinars, impact, gallery), in the message catalogue and checked by the copy
// test. "{cities}" names the centres of the site settings record (fillContact); "{domain}" and
// "{term}" are filled where shown. The "why choose us" section keeps its own file.
import { siteIdentity } from "../site-settings.ts";
import { learningModeSlides } from "./learning-modes.ts";

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
  /** The learning-mode carousel's controls; its slides' words are the learning-mode catalogue's. */
  modes: {
    label: "Learning modes",
    pause: "Pause",
    play: "Play",
    /** Heard after Pause / Play. */
    what: " learning modes",
    /** Heard before a mode's button. */
    show: "Show ",
    /** A mode's button shows its label without this ending; screen readers hear it. */
    ending: " Training",
    slide: "{n} of {total}: {label}",
    explore: "Explore {label}",
    slides: learningModeSlides,
  },
  testimonials: {
    label: "Testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    pause: "Pause",
    play: "Play",
    what: " testimonials",
    slide: "{n} of {total}",
    none: "No testimonials yet.",
  },
  /** The four bundle cards; each card's link is named after its title for screen readers. */
  plans: [
    {
      eyebrow: "Launch",
      title: "Career Starter",
      audience: "Students and fresh graduates",
      text: "An internship or certificate course with real projects, a portfolio on GitHub and interview preparation for campus and off-campus placements.",
      cta: "Start your career",
    },
    {
      eyebrow: "Grow",
      title: "Professional Growth",
      audience: "Working professionals",
      text: "Vendor certifications in cloud, security, data and project management, in weekday-evening or weekend batches that fit around your job.",
      cta: "Browse certifications",
    },
    {
      eyebrow: "Teams",
      title: "Corporate Group",
      audience: "Companies and L&D teams",
      text: "Tailored programmes for your team, delivered online, in our classrooms or on-site at your office, with assessments and progress reports.",
      cta: "Plan team training",
    },
    {
      eyebrow: "Build",
      title: "Startup",
      audience: "Founders and small teams",
      text: "Compact, budget-friendly bundles across cloud, DevOps, full-stack development and digital marketing, so a small team can build and ship faster.",
      cta: "Talk to an advisor",
    },
  ],
  /** The why-choose-us cards; "{cities}" names the centres of the site settings record. */
  why: [
    {
      title: "Certified, practising trainers",
      text: "Every trainer holds the certification they teach and has delivered real projects in that field.",
    },
    {
      title: "Labs in every session",
      text: "Each concept is followed by a lab in a live environment, so you practise what the exam and the job expect.",
    },
    {
      title: "Exam-aligned curriculum",
      text: "Course outlines follow the vendor's current exam objectives, with mock tests and doubt-clearing sessions.",
    },
    {
      title: "Batches that fit your week",
      text: "Weekday evening and weekend batches online, classroom batches in {cities}, or learn at your own pace.",
    },
    {
      title: "Career support",
      text: "Resume reviews, optional interview preparation and a lifetime resource portal and alumni community.",
    },
    {
      title: "A coordinator for every batch",
      text: "One person to call for schedules, materials, recordings and certificates, from enrolment to completion.",
    },
  ],
} as const;
