// Home: the upcoming webinars list (today or later), soonest first, at most three.
import { homeCopy } from "@skillbridge/core/page-copy/home";
import { Link } from "react-router";
import { useCopy } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import styles from "./home.module.css";
import type { WebinarItem } from "./home-data";
import { SectionError } from "./home-section";

export function UpcomingWebinars({ webinars, error }: { webinars: WebinarItem[]; error: string | null }) {
  const copy = useCopy("home", homeCopy);
  if (error) return <SectionError text={error} />;
  if (webinars.length === 0) return <p className="message-empty">{copy.noWebinars}</p>;
  return (
    <ul className={styles.webinars}>
      {webinars.map((webinar) => (
        <li key={webinar.id} className={`card ${styles.webinar}`}>
          <img
            src={webinar.image}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className={styles.webinarImage}
          />
          <div className={styles.webinarBody}>
            <h3>{webinar.title}</h3>
            <ul className={styles.facts}>
              <li>
                <Icon name="calendar" size={16} />
                <time dateTime={webinar.instant}>{webinar.date}</time>
              </li>
              <li>
                <Icon name="clock" size={16} />
                {webinar.time}
              </li>
              <li>
                <Icon name="play" size={16} />
                <span>
                  <span className="visually-hidden">{copy.duration} </span>
                  {webinar.duration}
                </span>
              </li>
            </ul>
            <p className={styles.summary}>{webinar.summary}</p>
            <Link to="/events" className="btn-link">
              {copy.webinarDetails}
              <span className="visually-hidden">{` ${copy.webinarFor} ${webinar.title}`}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
