// The About page's visitor copy (static), in the message
// catalogue and checked by the copy test. "{cities}" names the centres of the site settings record
// (fillContact); the provider's name is the brand's (siteIdentity).
import { siteIdentity } from "../site-settings.ts";

const name = siteIdentity.name;

export const aboutCopy = {
  titleCities: "About Us – Hands-on IT Training in {cities}",
  description: `${name} trains students, professionals and corporate teams in cloud, cyber security, data, networking and more, with certified trainers and labs in every session.`,
  eyebrow: "About us",
  title: `About ${name}`,
  lead: `${name} is a skills-training and certification provider with centres in {cities}. We help students, working professionals and companies across India build practical, job-ready skills in technology and management — and earn the certifications that prove them.`,
  imageAlt: "Learners and a trainer working through a hands-on lab together",
  impactTitle: "Our impact so far",
  /** The home page claims. */
  claims: [
    { value: "1000+", label: "Professionals and students trained" },
    { value: "30+", label: "Colleges and companies served" },
    { value: "50+", label: "Certification and career courses" },
    { value: "100%", label: "Hands-on, lab-based learning" },
  ],
  missionTitle: "Our mission",
  mission:
    "Certificates alone do not get people hired; skills do. Our mission is to close the gap between what colleges and self-study teach and what employers need on day one. That is why every course we run is built around labs, real projects and the exam objectives of the vendor, and why we measure ourselves by what our learners can do at the end of a batch.",
  teachTitle: "What we teach",
  teachIntro:
    "Industry certification courses, corporate training, industrial training and internships across these domains and more.",
  domains: [
    {
      icon: "cloud",
      title: "Cloud and DevOps",
      text: "AWS, Microsoft Azure, Google Cloud, Docker, Kubernetes and CI/CD pipelines.",
    },
    {
      icon: "shield",
      title: "Cyber security",
      text: "Ethical hacking, security operations, VAPT and vendor security certifications.",
    },
    {
      icon: "chart",
      title: "Data science and AI",
      text: "Python, statistics, machine learning, Power BI and applied generative AI.",
    },
    {
      icon: "network",
      title: "Networking",
      text: "Routing and switching, network security and Cisco certification tracks.",
    },
    {
      icon: "clipboard",
      title: "Project management and Agile",
      text: "PMP, PRINCE2, Scrum and ITSM practices for delivery teams.",
    },
    {
      icon: "code",
      title: "Software development",
      text: "Full-stack web development, Java, .NET, databases and testing.",
    },
  ],
  allDomains: "See all training domains",
  howTitle: "How we train",
  howIntro:
    "Every course is available in the mode that suits the learner or the team. Courses typically run for 24 to 120 hours.",
  trainersTitle: "Our trainers",
  trainers: [
    "Every trainer holds the certification they teach, and most have ten or more years in industry",
    "Trainers are practitioners: architects, security analysts, data scientists and delivery managers",
    "New trainers co-teach a batch and are reviewed on learner feedback before teaching alone",
    "Course content is reviewed against the vendor's current exam objectives before every batch",
  ],
  whoTitle: "Who we work with",
  who: "We train individual learners, run internships and faculty programmes with engineering colleges and universities, and deliver tailored programmes for IT services firms, product companies and startups. We are an authorised training partner of CertNexus and EC-Council.",
  partners: "Our partners",
  ctaTitle: "Talk to us",
  ctaText: `Tell us what you or your team want to learn. We respond ${siteIdentity.responseTime}.`,
  contactUs: "Contact us",
  browse: "Browse courses",
} as const;
