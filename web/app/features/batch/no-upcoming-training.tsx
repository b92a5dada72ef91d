// spec §2: with no batches, 'Oops... No Upcoming Training Announced Yet', two phone numbers and
// an offer to schedule a training on request.
import { useSiteSettings } from "../../site-settings";
import { Icon } from "../../ui/icon";
import { PopupTrigger } from "../../ui/popup-trigger";
import styles from "./batch.module.css";

type Props = {
  /** Opens the enquiry popup; until the scripts run, `requestHref` (its page) is linked instead. */
  onRequestTraining?: () => void;
  requestHref?: string;
};

export function NoUpcomingTraining({ onRequestTraining, requestHref = "/contact" }: Props) {
  const settings = useSiteSettings();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>Oops... No Upcoming Training Announced Yet</p>
      <p>Call our help desk to hear about the next batch:</p>
      <ul className={styles.phones}>
        {settings.phones.map((phone) => (
          <li key={phone.tel}>
            <a href={`tel:${phone.tel}`}>
              <Icon name="phone" size={16} /> {phone.label}
            </a>
          </li>
        ))}
      </ul>
      <p>We can also schedule a training for you or your team on request.</p>
      {onRequestTraining ? (
        <PopupTrigger href={requestHref} className="btn btn-primary" onOpen={onRequestTraining}>
          Request a training schedule
        </PopupTrigger>
      ) : (
        <a className="btn btn-primary" href={requestHref}>
          Request a training schedule
        </a>
      )}
    </div>
  );
}
