// The contact page hero: the page's one <h1>.
import { contactCopy } from "@skillbridge/core/page-copy/contact";
import styles from "./contact.module.css";

export function ContactHero() {
  return (
    <section className={styles.hero} aria-labelledby="contact-title">
      <div className="container">
        <h1 id="contact-title">{contactCopy.title}</h1>
        <p className={styles.heroText}>{contactCopy.intro}</p>
      </div>
    </section>
  );
}
