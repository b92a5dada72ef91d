// Building blocks of the static content pages (about, internship, learning modes, partners):
// a page intro with an optional image, a section named by its heading, a checked feature list,
// an FAQ list of native disclosures and a call to action. Pure presentation, no data.
import type { ReactNode } from "react";
import { Icon } from "../../ui/icon";
import styles from "./content-blocks.module.css";

type PageIntroProps = {
  title: string;
  eyebrow?: string;
  lead: ReactNode;
  image?: { src: string; alt: string; width: number; height: number };
  actions?: ReactNode;
};

export function PageIntro({ title, eyebrow, lead, image, actions }: PageIntroProps) {
  return (
    <header className={`${styles.intro} ${image ? styles.introWithImage : ""}`}>
      <div>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {actions ? <p className={styles.actions}>{actions}</p> : null}
      </div>
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className={styles.introImage}
        />
      ) : null}
    </header>
  );
}

type ContentSectionProps = { id: string; title: string; intro?: ReactNode; children: ReactNode };

export function ContentSection({ id, title, intro, children }: ContentSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
      {children}
    </section>
  );
}

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.checks}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} className={styles.checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export type CardItem = { title: string; text: string; icon?: string };

export function CardGrid({ items }: { items: readonly CardItem[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.title} className={`card ${styles.card}`}>
          {item.icon ? (
            <span className={styles.cardIcon}>
              <Icon name={item.icon} size={24} />
            </span>
          ) : null}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export type FaqItem = { question: string; answer: string };

/** Native <details>/<summary> disclosures: keyboard and screen-reader support for free. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.faqs}>
      {items.map((item) => (
        <details key={item.question} className={styles.faq}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

export type Stat = { value: string; label: string };

export function StatList({ items }: { items: readonly Stat[] }) {
  return (
    <ul className={styles.stats}>
      {items.map((item) => (
        <li key={item.label} className={styles.stat}>
          <span className={styles.statValue}>{item.value}</span> <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function CallToAction({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.cta} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A row of links or buttons inside a call to action. */
export function Actions({ children }: { children: ReactNode }) {
  return <p className={styles.actions}>{children}</p>;
}
