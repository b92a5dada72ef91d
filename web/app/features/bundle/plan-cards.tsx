// The home page's four static bundle cards — Career Starter (Launch), Professional
// Growth, Corporate Group and Startup.
import { homeCopy } from "@skillbridge/core/page-copy/home";
import { Link } from "react-router";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import styles from "./bundle.module.css";

/** Each card's icon and link, in the order of the copy's cards (home.plans). */
const cards = [
  { icon: "rocket", to: "/internship" },
  { icon: "chart", to: "/training_course" },
  { icon: "users", to: "/learning_mode/OnSiteTrainingMode" },
  { icon: "briefcase", to: "/contact" },
] as const;

export function PlanCards() {
  const plans = useCopy("home", homeCopy).plans;
  const to = useLocalePath();
  return (
    <ul className={styles.plans}>
      {plans.map((plan, i) => (
        <li key={plan.title} className={`card ${styles.plan}`}>
          <span className={styles.planIcon}>
            <Icon name={cards[i]?.icon ?? "rocket"} size={26} />
          </span>
          <p className={styles.eyebrow}>{plan.eyebrow}</p>
          <h3>{plan.title}</h3>
          <p className={styles.audience}>{plan.audience}</p>
          <p>{plan.text}</p>
          <Link to={to(cards[i]?.to ?? "/")} className={`btn ${styles.planLink}`}>
            {plan.cta}
            <span className="visually-hidden"> – {plan.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
