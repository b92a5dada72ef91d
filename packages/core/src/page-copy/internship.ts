// The internship page's visitor copy (static — the 80-hour
// programme, its features, ten FAQ items and an Apply Now anchor), in the message catalogue and
// checked by the copy test. "{cities}" names the centres of the site settings record (fillContact).
import { INTERNSHIP_HOURS } from "../constants.ts";
import { siteIdentity } from "../site-settings.ts";

export const internshipCopy = {
  title: `${INTERNSHIP_HOURS}-Hour Internship Programme`,
  metaTitle: `${INTERNSHIP_HOURS}-Hour Internship Programme for Students`,
  description: `An ${INTERNSHIP_HOURS}-hour, project-based internship in development, cloud, data or cyber security, with mentor reviews, a certificate and placement preparation.`,
  eyebrow: "Internships",
  lead: "Build a real project with a team, guided by working engineers, and finish with a certificate, a portfolio piece and the confidence to face placement interviews.",
  imageAlt: "Student interns building a project together in a team",
  /** The anchor to the application section. */
  applyNow: "Apply Now",
  featuresTitle: "What the programme includes",
  features: [
    `${INTERNSHIP_HOURS} hours of guided work: training sessions, labs and a capstone project`,
    "Tracks in web development, cloud and DevOps, data science and cyber security",
    "A real project built in a small team, with code reviews from a working engineer",
    "Weekly mentor check-ins and a final project demo",
    "Online, or in our {cities} centres during semester breaks",
    "Internship certificate and a project letter for your college",
    "Resume review and mock interviews for campus and off-campus placements",
    "Lifetime access to the resource portal and our learner community",
  ],
  faqTitle: "Frequently asked questions",
  /** Ten FAQ items. */
  faqs: [
    {
      question: "Who can apply for the internship?",
      answer:
        "Students in any year of B.E./B.Tech, BCA, MCA, B.Sc. or M.Sc. programmes, and recent graduates. Each track lists the basics we expect, such as some programming for the development track.",
    },
    {
      question: `How is the ${INTERNSHIP_HOURS}-hour programme structured?`,
      answer:
        "Roughly a third is trainer-led sessions, a third guided labs and a third your team's capstone project, spread over four to eight weeks depending on the batch.",
    },
    {
      question: "Is the internship online or in person?",
      answer:
        "Both. Online batches run live with a trainer; classroom batches run in {cities}. Colleges can also ask for an on-campus batch.",
    },
    {
      question: "Will I get a certificate?",
      answer:
        "Yes. You receive an internship certificate once you complete the sessions, the assignments and the capstone project, plus a project letter for your college.",
    },
    {
      question: "Can the internship count towards my college's internship credits?",
      answer:
        "Many colleges accept it. We share the syllabus, attendance and an evaluation report with your college coordinator on request.",
    },
    {
      question: "What kind of project will I build?",
      answer:
        "A working application or analysis on a realistic problem, for example a full-stack web app, a deployed cloud service, a sales-data dashboard or a security assessment of a lab network.",
    },
    {
      question: "Do I need my own laptop?",
      answer:
        "Yes, a laptop with at least 8 GB of RAM is recommended for online batches. Classroom batches have lab machines, and cloud labs are provided for heavier tools.",
    },
    {
      question: "Is the internship paid?",
      answer:
        "This is a training internship: you pay a programme fee and there is no stipend. Contact us for the current fee and for group rates for colleges.",
    },
    {
      question: "Does the internship guarantee a job?",
      answer:
        "No programme can guarantee a job, but we help you prepare: resume reviews, mock interviews and sharing openings from companies we work with.",
    },
    {
      question: "How do I apply?",
      answer:
        "Send us your details through the contact form or call the help desk. We will confirm the next batch dates, the track and the fee.",
    },
  ],
  applyTitle: "How to apply",
  apply: `Send us your name, college, year and preferred track through the contact form, or call our help desk. We will confirm the next batch dates and the fee ${siteIdentity.responseTime}.`,
  applyByForm: "Apply through the contact form",
  call: "Call",
} as const;
