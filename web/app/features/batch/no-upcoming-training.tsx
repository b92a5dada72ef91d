// With no batches, 'Oops... No Upcoming Training Announced Yet', two phone numbers, an offer
// to schedule a training on request, and beside them "Tell me when a batch opens".
import { courseCopy } from "@skillbridge/core/page-copy/course";
import type { FormAnswer } from "../../forms/form-answer";
import { useCopy } from "../../i18n/copy";
import { useSiteSettings } from "../../site-settings";
import { Icon } from "../../ui/icon";
import { PopupTrigger } from "../../ui/popup-trigger";
import styles from "./batch.module.css";
import { BatchInterestForm } from "./batch-interest-lazy";

type Props = {
  /** Opens the enquiry popup; until the scripts run, `requestHref` (its page) is linked instead. */
  onRequestTraining?: () => void;
  requestHref?: string;
  /** The "tell me when a batch opens" form: where it posts and the answer of a post without scripts. */
  interest?: { action?: string; posted?: FormAnswer | undefined };
};

export function NoUpcomingTraining({ onRequestTraining, requestHref = "/contact", interest }: Props) {
  const settings = useSiteSettings();
  const copy = useCopy("course", courseCopy).schedule;
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{copy.noneTitle}</p>
      <p>{copy.noneCall}</p>
      <ul className={styles.phones}>
        {settings.phones.map((phone) => (
          <li key={phone.tel}>
            <a href={`tel:${phone.tel}`}>
              <Icon name="phone" size={16} /> {phone.label}
            </a>
          </li>
        ))}
      </ul>
      <p>{copy.noneOffer}</p>
      {onRequestTraining ? (
        <PopupTrigger href={requestHref} className="btn btn-primary" onOpen={onRequestTraining}>
          {copy.request}
        </PopupTrigger>
      ) : (
        <a className="btn btn-primary" href={requestHref}>
          {copy.request}
        </a>
      )}
      {interest ? <BatchInterestForm action={interest.action} posted={interest.posted} /> : null}
    </div>
  );
}
