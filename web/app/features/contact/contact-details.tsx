// The provider's contact details: e-mail, two phone numbers and the promise of a
// response within 1 business day.
import { visitorCopy } from "@skillbridge/core/messages";
import { contactCopy } from "@skillbridge/core/page-copy/contact";
import { sentence } from "@skillbridge/core/site-settings";
import { Icon } from "../../ui/icon";
import styles from "./contact.module.css";

type Props = {
  email: string;
  /** The site settings' opening hours. */
  hours: string;
  phones: readonly { label: string; tel: string }[];
  whatsappUrl: string;
};

export function ContactDetails({ email, hours, phones, whatsappUrl }: Props) {
  return (
    <section aria-labelledby="contact-details" className={`card ${styles.details}`}>
      <h2 id="contact-details">{contactCopy.detailsTitle}</h2>
      <p className={styles.promise}>{visitorCopy.contact.promise}</p>
      <p>
        {visitorCopy.contact.hoursLead} {sentence(hours)}
      </p>
      <ul className={styles.channels}>
        <li>
          <Icon name="mail" size={18} />
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        {phones.map((phone) => (
          <li key={phone.tel}>
            <Icon name="phone" size={18} />
            <a href={`tel:${phone.tel}`}>{phone.label}</a>
          </li>
        ))}
        <li>
          <Icon name="whatsapp" size={18} />
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
            {contactCopy.whatsapp}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
