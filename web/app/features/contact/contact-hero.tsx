// The contact page hero: the page's one <h1>.
import styles from "./contact.module.css";

export function ContactHero() {
  return (
    <section className={styles.hero} aria-labelledby="contact-title">
      <div className="container">
        <h1 id="contact-title">Contact Us</h1>
        <p className={styles.heroText}>
          Questions about a course, a batch, corporate training or an internship? Send us a message or call us: a
          training advisor will get back to you within 1 business day.
        </p>
      </div>
    </section>
  );
}
