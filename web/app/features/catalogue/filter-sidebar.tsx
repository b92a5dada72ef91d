// The filter sidebar of the catalogue, search and domain pages: a text filter, the
// maximum-hours slider (0–360, step 5), the four course-type checkboxes, the "Taught in"
// language checkboxes (when the page has the languages) and the domain checkboxes (none ticked means all; on a domain page they add domains to the page's own),
// each option with how many courses it would show when known, plus "Clear filters". On small screens it folds away
// behind a toggle. It is a GET form, so without JavaScript "Apply filters" still works; with
// JavaScript every change applies at once.

import type { FacetCounts } from "@skillbridge/core/catalogue-filter";
import {
  COURSE_TYPE_LABELS,
  COURSE_TYPES,
  MAX_HOURS_MAX,
  MAX_HOURS_MIN,
  MAX_HOURS_STEP,
} from "@skillbridge/core/constants";
import type { ShownLanguage } from "@skillbridge/core/i18n/teaching-languages";
import { courseListsCopy } from "@skillbridge/core/page-copy/course-lists";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import type { CourseType, Domain } from "@skillbridge/core/schemas";
import { useEffect, useId, useRef, useState } from "react";
import { useCopy } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import { activeFilterCount, type CatalogueFilter, DEFAULT_FILTER, FILTER_PARAMS } from "./filter-params";
import styles from "./filter-sidebar.module.css";

/** Typing waits this long before the URL (and the list) follows, so each key press is not a history entry. */
export const TEXT_FILTER_DELAY_MS = 250;

type Props = {
  filter: CatalogueFilter;
  onChange: (filter: CatalogueFilter) => void;
  /** Active domains for the domain checkboxes; null when they could not be loaded. */
  domains: Domain[] | null;
  domainsError?: string | null;
  /** Courses per option with the other filters applied; null when the page cannot tell (a large list). */
  counts?: FacetCounts | null;
  /** A domain page's own domain: not offered; the ticked domains add their courses to it. */
  pageDomainId?: number;
  /** The teaching languages ("Taught in"), named in the page's language; none: no such filter. */
  languages?: readonly ShownLanguage[];
};

/** An option's count, read with its label ("Internship (4)"). */
function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : <span className={styles.count}> ({value})</span>;
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function FilterSidebar({
  filter,
  onChange,
  domains,
  domainsError,
  counts,
  pageDomainId,
  languages = [],
}: Props) {
  const id = useId();
  const copy = useCopy("courseLists", courseListsCopy);
  const typeLabels = useCopy("courseTypes", COURSE_TYPE_LABELS);
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const [text, setText] = useState(filter.text);
  // The text last handed to onChange: when the URL echoes it back, the field is left alone
  // (the visitor may have typed on); any other change of the URL's text is shown in the field.
  const sent = useRef(filter.text);
  const latest = useRef(filter);
  latest.current = filter;

  useEffect(() => {
    if (filter.text === sent.current) return;
    sent.current = filter.text;
    setText(filter.text);
  }, [filter.text]);

  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange({ ...latest.current, text });
    }, TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  const active = activeFilterCount(filter);
  const typeOrder = (types: CourseType[]) => COURSE_TYPES.filter((type) => types.includes(type));
  const languageOrder = (codes: string[]) =>
    languages.map((language) => language.code).filter((code) => codes.includes(code));
  const hoursText = fillCopy(copy.filter.upToHours, { hours: filter.maxHours });

  return (
    <section aria-labelledby={`${id}-title`} className={styles.sidebar}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {copy.filter.title}
        </h2>
        <button
          type="button"
          className={`btn ${styles.toggle}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="settings" size={18} />
          {copy.filter.toggle}
          {active ? ` (${active})` : ""}
          <Icon name="chevronDown" size={18} className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </div>
      <form
        id={panelId}
        className={styles.panel}
        data-open={open}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          sent.current = text;
          onChange({ ...filter, text });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-text`}>{copy.filter.text}</label>
          <input
            id={`${id}-text`}
            type="search"
            name={FILTER_PARAMS.text}
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder={copy.filter.textPlaceholder}
            onChange={(event) => setText(event.target.value)}
          />
        </div>

        <div className="field">
          <label htmlFor={`${id}-hours`}>{copy.filter.maxHours}</label>
          <input
            id={`${id}-hours`}
            className={styles.slider}
            type="range"
            name={FILTER_PARAMS.maxHours}
            min={MAX_HOURS_MIN}
            max={MAX_HOURS_MAX}
            step={MAX_HOURS_STEP}
            value={filter.maxHours}
            aria-valuetext={hoursText}
            onChange={(event) => onChange({ ...filter, maxHours: Number(event.target.value) })}
          />
          <output htmlFor={`${id}-hours`} className={styles.value}>
            {hoursText}
          </output>
        </div>

        <fieldset className={styles.group}>
          <legend>{copy.filter.courseType}</legend>
          {COURSE_TYPES.map((type) => (
            <label key={type} className={styles.check}>
              <input
                type="checkbox"
                name={FILTER_PARAMS.type}
                value={type}
                checked={filter.types.includes(type)}
                onChange={(event) =>
                  onChange({ ...filter, types: typeOrder(toggle(filter.types, type, event.target.checked)) })
                }
              />
              {typeLabels[type]}
              <Count value={counts ? (counts.types[type] ?? 0) : undefined} />
            </label>
          ))}
        </fieldset>

        {languages.length > 0 ? (
          <fieldset className={styles.group}>
            <legend>{copy.filter.taughtIn}</legend>
            {languages.map((language) => (
              <label key={language.code} className={styles.check}>
                <input
                  type="checkbox"
                  name={FILTER_PARAMS.language}
                  value={language.code}
                  checked={filter.languages.includes(language.code)}
                  onChange={(event) =>
                    onChange({
                      ...filter,
                      languages: languageOrder(toggle(filter.languages, language.code, event.target.checked)),
                    })
                  }
                />
                {language.name}
                <Count value={counts ? (counts.languages[language.code] ?? 0) : undefined} />
              </label>
            ))}
          </fieldset>
        ) : null}

        <fieldset className={styles.group}>
          <legend>{pageDomainId === undefined ? copy.filter.domain : copy.filter.otherDomains}</legend>
          {domainsError ? <p className="message message-error">{domainsError}</p> : null}
          <div className={styles.domains}>
            {(domains ?? [])
              .filter((domain) => domain.id !== pageDomainId)
              .map((domain) => (
                <label key={domain.id} className={styles.check}>
                  <input
                    type="checkbox"
                    name={FILTER_PARAMS.domain}
                    value={domain.id}
                    checked={filter.domainIds.includes(domain.id)}
                    onChange={(event) =>
                      onChange({
                        ...filter,
                        domainIds: toggle(filter.domainIds, domain.id, event.target.checked).sort((a, b) => a - b),
                      })
                    }
                  />
                  {domain.domain}
                  <Count value={counts ? (counts.domains[domain.id] ?? 0) : undefined} />
                </label>
              ))}
          </div>
        </fieldset>

        <div className={styles.buttons}>
          {hydrated ? null : (
            <button type="submit" className="btn btn-primary">
              {copy.filter.apply}
            </button>
          )}
          <button
            type="button"
            className="btn"
            disabled={active === 0 && !text.trim()}
            onClick={() => {
              sent.current = "";
              setText("");
              onChange(DEFAULT_FILTER);
            }}
          >
            {copy.clearFilters}
          </button>
        </div>
      </form>
    </section>
  );
}
