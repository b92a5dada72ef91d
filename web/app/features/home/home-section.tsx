// The frame every home section shares: a landmark named by its heading, optional intro and footer.
import type { ReactNode } from "react";
import styles from "./home.module.css";
import { HomeSearch } from "./home-search";

type HomeSectionProps = {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  footer?: ReactNode;
  shaded?: boolean;
  children: ReactNode;
};

export function HomeSection({ id, title, intro, footer, shaded, children }: HomeSectionProps) {
  return (
    <section className={`section ${shaded ? styles.sectionAlt : ""}`} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
        {children}
        {footer ? <p className={styles.sectionFooter}>{footer}</p> : null}
      </div>
    </section>
  );
}

/** The home page's first screen: the one h1, a short promise and the course search. */
export function HomeHero({ title, lead }: { title: string; lead: string }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className="container">
        <h1 id="home-title">{title}</h1>
        <p className={styles.lead}>{lead}</p>
        <HomeSearch />
      </div>
    </section>
  );
}

/** A list call that failed: its fallback text in the error style, in place of that section's content. */
export function SectionError({ text }: { text: string }) {
  return <p className="message message-error">{text}</p>;
}
