// Home: category tabs for the first 8 active domains, each panel showing that domain's
// active courses as small cards. WAI-ARIA tabs: arrow keys, Home and End move between tabs
// (automatic activation); every panel is in the server HTML, the inactive ones hidden.
import { homeCopy } from "@skillbridge/core/page-copy/home";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useCopy, useLocalePath } from "../../i18n/copy";
import styles from "./category-tabs.module.css";
import type { DomainTab } from "./home-data";
import { SectionError } from "./home-section";

type CategoryTabsProps = { tabs: DomainTab[]; coursesError: string | null };

export function CategoryTabs({ tabs, coursesError }: CategoryTabsProps) {
  const copy = useCopy("home", homeCopy);
  const to = useLocalePath();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: -1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={copy.domainTabs} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {coursesError ? (
            <SectionError text={coursesError} />
          ) : tab.courses.length === 0 ? (
            <p className="message-empty">{copy.noCourses}</p>
          ) : (
            <ul className={styles.cards}>
              {tab.courses.map((course) => (
                <li key={course.id}>
                  <Link to={to(course.href)} className={styles.card} prefetch="intent">
                    <img
                      src={course.image}
                      alt=""
                      width={640}
                      height={360}
                      loading="lazy"
                      decoding="async"
                      className={styles.image}
                    />
                    <span className={styles.name} lang={course.nameLang}>
                      {course.name}
                    </span>
                    <span className={styles.hours}>
                      {course.hours} {copy.hoursOfLearning}
                    </span>
                    <span className={styles.facts}>
                      {course.fee}
                      {course.nextBatch ? ` · ${course.nextBatch}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.more}>
            <Link to={`/domain/${tab.id}`} className="btn">
              {copy.viewDomain.replace("{domain}", tab.name)}
            </Link>
          </p>
        </div>
      ))}
    </div>
  );
}
