// The events page list: upcoming events, soonest first, each with an 'Enquire' button; then
// past ones under 'Past events', without one. Empty: 'No upcoming events.'.
import { eventsCopy as copy } from "@skillbridge/core/page-copy/events";
import { Icon } from "../../ui/icon";
import { PopupTrigger } from "../../ui/popup-trigger";
import type { EventItem } from "./event-schedule";
import styles from "./events.module.css";

type Props = {
  upcoming: EventItem[];
  past: EventItem[];
  onEnquire: (event: EventItem) => void;
  /** Fetches the enquiry popup's code ahead. */
  preloadEnquiry?: () => Promise<unknown>;
};

/** The page with an event's enquiry form (the popup's, for a visitor without scripts). */
export const eventEnquiryPath = (eventId: number) => `/events/${eventId}/enquiry`;

export function EventList({ upcoming, past, onEnquire, preloadEnquiry }: Props) {
  return (
    <>
      <section aria-labelledby="upcoming-events" className={styles.section}>
        <h2 id="upcoming-events">{copy.upcomingTitle}</h2>
        {upcoming.length === 0 ? (
          <p className="message-empty">{copy.noUpcoming}</p>
        ) : (
          <ul className={styles.list}>
            {upcoming.map((event, index) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  eager={index < 2}
                  onEnquire={() => onEnquire(event)}
                  preloadEnquiry={preloadEnquiry}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-events" className={styles.section}>
          <h2 id="past-events">{copy.pastTitle}</h2>
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

type CardProps = {
  event: EventItem;
  eager?: boolean;
  past?: boolean;
  onEnquire?: () => void;
  preloadEnquiry?: () => Promise<unknown>;
};

function EventCard({ event, eager, past, onEnquire, preloadEnquiry }: CardProps) {
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
              <span className="visually-hidden">{copy.duration} </span>
              {event.duration}
            </span>
          </li>
        </ul>
        <p className={styles.description}>{event.description}</p>
        {onEnquire ? (
          <p className={styles.actions}>
            <PopupTrigger
              href={eventEnquiryPath(event.id)}
              onOpen={onEnquire}
              preload={preloadEnquiry}
              className="btn btn-accent"
            >
              {copy.enquire}
              <span className="visually-hidden">{` ${copy.enquireAbout} ${event.title}`}</span>
            </PopupTrigger>
          </p>
        ) : null}
      </div>
    </article>
  );
}
