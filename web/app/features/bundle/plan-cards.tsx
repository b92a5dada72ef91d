// The home page's four static bundle cards — Career Starter (Launch), Professional
// Growth, Corporate Group and Startup.
import { Link } from "react-router";
import { Icon } from "../../ui/icon";
import styles from "./bundle.module.css";

const plans = [
  {
    icon: "rocket",
    eyebrow: "Launch",
    title: "Career Starter",
    audience: "Students and fresh graduates",
    text: "An internship or certificate course with real projects, a portfolio on GitHub and interview preparation for campus and off-campus placements.",
    cta: { to: "/internship", label: "Start your career" },
  },
  {
    icon: "chart",
    eyebrow: "Grow",
    title: "Professional Growth",
    audience: "Working professionals",
    text: "Vendor certifications in cloud, security, data and project management, in weekday-evening or weekend batches that fit around your job.",
    cta: { to: "/training_course", label: "Browse certifications" },
  },
  {
    icon: "users",
    eyebrow: "Teams",
    title: "Corporate Group",
    audience: "Companies and L&D teams",
    text: "Tailored programmes for your team, delivered online, in our classrooms or on-site at your office, with assessments and progress reports.",
    cta: { to: "/learning_mode/OnSiteTrainingMode", label: "Plan team training" },
  },
  {
    icon: "briefcase",
    eyebrow: "Build",
    title: "Startup",
    audience: "Founders and small teams",
    text: "Compact, budget-friendly bundles across cloud, DevOps, full-stack development and digital marketing, so a small team can build and ship faster.",
    cta: { to: "/contact", label: "Talk to an advisor" },
  },
] as const;

export function PlanCards() {
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => (
        <li key={plan.title} className={`card ${styles.plan}`}>
          <span className={styles.planIcon}>
            <Icon name={plan.icon} size={26} />
          </span>
          <p className={styles.eyebrow}>{plan.eyebrow}</p>
          <h3>{plan.title}</h3>
          <p className={styles.audience}>{plan.audience}</p>
          <p>{plan.text}</p>
          <Link to={plan.cta.to} className={`btn ${styles.planLink}`}>
            {plan.cta.label}
            <span className="visually-hidden"> – {plan.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
