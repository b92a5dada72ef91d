// spec §2: with no batches, 'Oops... No Upcoming Training Announced Yet', two phone numbers and
// an offer to schedule a training on request.
import { site } from "../../site";
import { Icon } from "../../ui/icon";
import styles from "./batch.module.css";

export function NoUpcomingTraining({ onRequestTraining }: { onRequestTraining?: () => void }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>Oops... No Upcoming Training Announced Yet</p>
      <p>Call our help desk to hear about the next batch:</p>
      <ul className={styles.phones}>
        {site.phones.map((phone) => (
          <li key={phone.tel}>
            <a href={`tel:${phone.tel}`}>
              <Icon name="phone" size={16} /> {phone.label}
            </a>
          </li>
        ))}
      </ul>
      <p>We can also schedule a training for you or your team on request.</p>
      {onRequestTraining ? (
        <button type="button" className="btn btn-primary" onClick={onRequestTraining}>
          Request a training schedule
        </button>
      ) : (
        <a className="btn btn-primary" href="/contact">
          Request a training schedule
        </a>
      )}
    </div>
  );
}
