// spec §2 About: a static page — who we are, what we teach, how we train, our trainers and the
// home page claims of spec §1.
import { centreCities } from "@skillbridge/core/site-settings";
import { Link } from "react-router";
import {
  Actions,
  CallToAction,
  CardGrid,
  CheckList,
  ContentSection,
  PageIntro,
  StatList,
} from "../features/about/content-blocks";
import { requestContext } from "../request-context";
import { breadcrumbJsonLd, pageMeta, SITE_NAME } from "../seo";
import { learningModes } from "../site";
import { settingsOf, useSiteSettings } from "../site-settings";
import { JsonLd } from "../ui/json-ld";
import type { Route } from "./+types/about";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  return {
    canonical: `${origin}/about`,
    breadcrumbs: breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "About Us", path: "/about" },
    ]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: `About Us – Hands-on IT Training in ${centreCities(settingsOf(matches).centres)} | ${SITE_NAME}`,
    description: `${SITE_NAME} trains students, professionals and corporate teams in cloud, cyber security, data, networking and more, with certified trainers and labs in every session.`,
    canonical: loaderData?.canonical ?? "/about",
  });

// spec §1 and §9: the home page claims.
const claims = [
  { value: "1000+", label: "Professionals and students trained" },
  { value: "30+", label: "Colleges and companies served" },
  { value: "50+", label: "Certification and career courses" },
  { value: "100%", label: "Hands-on, lab-based learning" },
];

const domains = [
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
];

const trainers = [
  "Every trainer holds the certification they teach, and most have ten or more years in industry",
  "Trainers are practitioners: architects, security analysts, data scientists and delivery managers",
  "New trainers co-teach a batch and are reviewed on learner feedback before teaching alone",
  "Course content is reviewed against the vendor's current exam objectives before every batch",
];

export default function About({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <div className="page">
      <JsonLd data={loaderData.breadcrumbs} />
      <PageIntro
        eyebrow="About us"
        title={`About ${SITE_NAME}`}
        lead={`${SITE_NAME} is a skills-training and certification provider with centres in ${centreCities(settings.centres)}. We help students, working professionals and companies across India build practical, job-ready skills in technology and management — and earn the certifications that prove them.`}
        image={{
          src: "/images/events/workshop.svg",
          alt: "Learners and a trainer working through a hands-on lab together",
          width: 640,
          height: 360,
        }}
      />
      <ContentSection id="impact" title="Our impact so far">
        <StatList items={claims} />
      </ContentSection>
      <ContentSection id="mission" title="Our mission">
        <p>
          Certificates alone do not get people hired; skills do. Our mission is to close the gap between what colleges
          and self-study teach and what employers need on day one. That is why every course we run is built around labs,
          real projects and the exam objectives of the vendor, and why we measure ourselves by what our learners can do
          at the end of a batch.
        </p>
      </ContentSection>
      <ContentSection
        id="teach"
        title="What we teach"
        intro="Industry certification courses, corporate training, industrial training and internships across these domains and more."
      >
        <CardGrid items={domains} />
        <Actions>
          <Link to="/allTrainingDomain" className="btn">
            See all training domains
          </Link>
        </Actions>
      </ContentSection>
      <ContentSection
        id="how"
        title="How we train"
        intro="Every course is available in the mode that suits the learner or the team. Courses typically run for 24 to 120 hours."
      >
        <ul>
          {learningModes.map((mode) => (
            <li key={mode.slug}>
              <Link to={`/learning_mode/${mode.slug}`}>{mode.label}</Link>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="trainers" title="Our trainers">
        <CheckList items={trainers} />
      </ContentSection>
      <ContentSection id="who" title="Who we work with">
        <p>
          We train individual learners, run internships and faculty programmes with engineering colleges and
          universities, and deliver tailored programmes for IT services firms, product companies and startups. We are an
          authorised training partner of CertNexus and EC-Council.
        </p>
        <Actions>
          <Link to="/partners" className="btn">
            Our partners
          </Link>
        </Actions>
      </ContentSection>
      <CallToAction id="about-contact" title="Talk to us">
        <p>Tell us what you or your team want to learn. We respond within 1 business day.</p>
        <Actions>
          <Link to="/contact" className="btn btn-primary">
            Contact us
          </Link>
          <Link to="/training_course" className="btn">
            Browse courses
          </Link>
        </Actions>
      </CallToAction>
    </div>
  );
}
