// The image, the price strip, the schedule / enquiry / terms buttons and the price box.
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import type { Course } from "@skillbridge/core/schemas";
import { defaultSiteSettings } from "@skillbridge/core/site-settings";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { whatsappLink } from "../../site";
import { useSiteSettings } from "../../site-settings";
import { CoverImage } from "../../ui/cover-image";
import { Icon } from "../../ui/icon";
import { PopupTrigger } from "../../ui/popup-trigger";
import { courseEnquiryPath } from "./course-content";
import styles from "./course-detail.module.css";
import { priceView } from "./price";

type CourseOfferProps = {
  course: Course;
  /** The course's uploaded cover, or null for its generated one. */
  coverToken: string | null;
  onOpenSchedule: () => void;
  onOpenEnquiry: () => void;
  onOpenTerms: () => void;
  /** Fetches the enquiry popup's code ahead. */
  onIntent?: () => Promise<unknown>;
};

export function CourseOffer({
  course,
  coverToken,
  onOpenSchedule,
  onOpenEnquiry,
  onOpenTerms,
  onIntent,
}: CourseOfferProps) {
  const copy = useCopy("course", courseCopy);
  const to = useLocalePath();
  const price = priceView(course.costData);
  const settings = useSiteSettings();
  // The record always holds a phone (its schema asks for one); the first is the help desk's.
  const helpDesk = settings.phones[0] ?? defaultSiteSettings.phones[0]!;
  return (
    <div className={`card ${styles.offer}`}>
      <CoverImage
        className={styles.image}
        courseId={course.id}
        ictImg={course.ictImg}
        coverToken={coverToken}
        highPriority
        sizes="(min-width: 56rem) 24rem, 100vw"
      />
      {price.kind === "priced" ? (
        <p className={styles.strip}>{fillCopy(copy.offer.now, { price: price.sell })}</p>
      ) : (
        <p className={styles.strip}>
          <a href={`tel:${helpDesk.tel}`} className={styles.stripLink}>
            {copy.offer.costCall} <Icon name="phone" size={20} />
            <span className="visually-hidden">{fillCopy(copy.offer.call, { phone: helpDesk.label })}</span>
          </a>
        </p>
      )}
      <div className={styles.offerBody}>
        <div className={styles.actions}>
          {/* Until the scripts run: the schedule on this page, and the enquiry form's own page. */}
          <PopupTrigger href="#schedule" className="btn btn-primary" onOpen={onOpenSchedule}>
            <Icon name="calendar" size={18} /> {copy.offer.schedule}
          </PopupTrigger>
          <PopupTrigger
            href={to(courseEnquiryPath(course.id))}
            className="btn btn-accent"
            onOpen={onOpenEnquiry}
            preload={onIntent}
          >
            {copy.offer.enrolNow}
          </PopupTrigger>
        </div>
        <button type="button" className={`btn-link ${styles.terms}`} aria-haspopup="dialog" onClick={onOpenTerms}>
          {copy.offer.readTerms}
        </button>
        <div className={styles.priceBox}>
          {price.kind === "priced" ? (
            <>
              <p className={styles.priceHeading}>
                {price.discount > 0
                  ? fillCopy(copy.offer.learnOnlineOff, { discount: price.discount })
                  : copy.offer.learnOnline}
              </p>
              <p className={styles.prices}>
                {price.discount > 0 ? (
                  <>
                    <span className="visually-hidden">{copy.offer.listPrice} </span>
                    <s className={styles.listPrice}>{price.list}</s>{" "}
                  </>
                ) : null}
                <span className="visually-hidden">{copy.offer.price} </span>
                <strong className={styles.sellPrice}>{price.sell}</strong>
              </p>
              <p className={styles.taxes}>{copy.offer.taxes}</p>
            </>
          ) : (
            <>
              <p className={styles.priceHeading}>{copy.offer.contactForFee}</p>
              <p className={styles.prices}>
                <a href={`tel:${helpDesk.tel}`}>
                  <Icon name="phone" size={18} /> {helpDesk.label}
                </a>
              </p>
              <p className={styles.taxes}>{copy.offer.outsideIndia}</p>
            </>
          )}
          <p className={styles.note}>{copy.offer.otherModes}</p>
        </div>
        <a
          className={styles.whatsapp}
          href={whatsappLink(settings, fillCopy(copy.offer.whatsappText, { course: course.ictName }))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="whatsapp" size={20} /> {copy.offer.whatsapp}
          <span className="visually-hidden"> {copy.newTab}</span>
        </a>
      </div>
    </div>
  );
}
