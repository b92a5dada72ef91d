// The events page list: upcoming events, soonest first, each with an 'Enquire' button; then
// past ones under 'Past events', without one. Empty: 'No upcoming events.' (spec §2).
import { Icon } from "../../ui/icon";
import type { EventItem } from "./event-schedule";
import styles from "./events.module.css";

type Props = {
  upcoming: EventItem[];
  past: EventItem[];
  onEnquire: (event: EventItem) => void;
};

export function EventList({ upcoming, past, onEnquire }: Props) {
  return (
    <>
      <section aria-labelledby="upcoming-events" className={styles.section}>
        <h2 id="upcoming-events">Upcoming events</h2>
        {upcoming.length === 0 ? (
          <p className="message-empty">No upcoming events.</p>
        ) : (
          <ul className={styles.list}>
            {upcoming.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} eager={index < 2} onEnquire={() => onEnquire(event)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-events" className={styles.section}>
          <h2 id="past-events">Past events</h2>
          <ul className={styles.list}>
            {past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} past />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

type CardProps = { event: EventItem; eager?: boolean; past?: boolean; onEnquire?: () => void };

function EventCard({ event, eager, past, onEnquire }: CardProps) {
  return (
    <article className={`card ${styles.card} ${past ? styles.past : ""}`}>
      <img
        src={event.image}
        alt=""
        width={640}
        height={360}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{event.title}</h3>
        <ul className={styles.facts}>
          <li>
            <Icon name="calendar" size={16} />
            <time dateTime={event.instant}>{event.date}</time>
          </li>
          <li>
            <Icon name="clock" size={16} />
            <span>{event.time}</span>
          </li>
          <li>
            <Icon name="play" size={16} />
            <span>
              <span className="visually-hidden">Duration: </span>
              {event.duration}
            </span>
          </li>
        </ul>
        <p className={styles.description}>{event.description}</p>
        {onEnquire ? (
          <p className={styles.actions}>
            <button type="button" className="btn btn-accent" onClick={onEnquire}>
              Enquire<span className="visually-hidden"> about {event.title}</span>
            </button>
          </p>
        ) : null}
      </div>
    </article>
  );
}
