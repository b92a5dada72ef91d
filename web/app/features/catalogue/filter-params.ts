// Filters ⇄ the URL query (?q=&maxHours=&type=…&domain=…&lang=…), so a filtered view can be
// shared, survives a reload and is server-rendered already filtered. Anything unreadable in the
// URL (maxHours=999, type=Foo, domain=abc) falls back to the default: a bad link still shows courses.
import {
  COURSE_SORTS,
  COURSE_TYPES,
  LANGUAGE_CODE_PATTERN,
  MAX_HOURS_DEFAULT,
  MAX_HOURS_MAX,
  MAX_HOURS_MIN,
  MAX_HOURS_STEP,
} from "@skillbridge/core/constants";
import { withoutControlCharacters } from "@skillbridge/core/rules";
import type { CourseSort, CourseType } from "@skillbridge/core/schemas";
import { PAGE_PARAM } from "./paging";

export const FILTER_PARAMS = {
  text: "q",
  maxHours: "maxHours",
  type: "type",
  domain: "domain",
  /** Teaching-language codes, repeated like the types (?lang=hi&lang=hinglish). */
  language: "lang",
} as const;
/** The list's order (?sort=next|fee|popular); absent, the list's own order. */
export const SORT_PARAM = "sort";

/** Longest text filter kept from a URL; course names are far shorter. */
const MAX_TEXT_LENGTH = 100;

/** Core's CourseFilter (catalogue-filter.ts) with every field present: what the sidebar shows. */
export type CatalogueFilter = {
  text: string;
  maxHours: number;
  types: CourseType[];
  domainIds: number[];
  /** Teaching-language codes ("Taught in"), in the languages' own order; none means all. */
  languages: string[];
  /** Not a filter but kept with them: a new order also starts again at the first page. */
  sort?: CourseSort;
};

export const DEFAULT_FILTER: CatalogueFilter = Object.freeze({
  text: "",
  maxHours: MAX_HOURS_DEFAULT,
  types: [],
  domainIds: [],
  languages: [],
}) as CatalogueFilter;

export function parseSort(raw: string | null): CourseSort | undefined {
  return (COURSE_SORTS as readonly string[]).includes(raw ?? "") ? (raw as CourseSort) : undefined;
}

function isCourseType(value: string): value is CourseType {
  return (COURSE_TYPES as readonly string[]).includes(value);
}

/** 0 to 360 in steps of 5; anything else means the default 360. */
export function parseMaxHours(raw: string | null): number {
  if (raw === null || !/^\d{1,3}$/.test(raw.trim())) return MAX_HOURS_DEFAULT;
  const hours = Number(raw);
  const valid = hours >= MAX_HOURS_MIN && hours <= MAX_HOURS_MAX && hours % MAX_HOURS_STEP === 0;
  return valid ? hours : MAX_HOURS_DEFAULT;
}

/**
 * The filter a URL asks for. `knownDomainIds` (the active domains) drops domains that are not
 * offered as checkboxes, so a stale link cannot hide every course behind an invisible filter;
 * `knownLanguages` (the teaching languages' codes, in their order) does the same for languages.
 */
export function parseFilter(
  params: URLSearchParams,
  knownDomainIds?: readonly number[],
  knownLanguages?: readonly string[],
): CatalogueFilter {
  const text = withoutControlCharacters(params.get(FILTER_PARAMS.text) ?? "").slice(0, MAX_TEXT_LENGTH);
  const wantedTypes = new Set(params.getAll(FILTER_PARAMS.type).filter(isCourseType));
  const types = COURSE_TYPES.filter((type) => wantedTypes.has(type)); // fixed order: one URL per filter
  const domainIds = [
    ...new Set(
      params
        .getAll(FILTER_PARAMS.domain)
        .filter((raw) => /^\d{1,9}$/.test(raw))
        .map(Number)
        .filter((id) => id > 0 && (!knownDomainIds || knownDomainIds.includes(id))),
    ),
  ].sort((a, b) => a - b);
  const wantedLanguages = new Set(
    params
      .getAll(FILTER_PARAMS.language)
      .flatMap((raw) => raw.split(","))
      .filter((code) => LANGUAGE_CODE_PATTERN.test(code)),
  );
  // Fixed order (the languages' own, else alphabetical): one URL per filter.
  const languages = knownLanguages
    ? knownLanguages.filter((code) => wantedLanguages.has(code))
    : [...wantedLanguages].sort();
  const filter: CatalogueFilter = {
    text,
    maxHours: parseMaxHours(params.get(FILTER_PARAMS.maxHours)),
    types,
    domainIds,
    languages,
  };
  const sort = parseSort(params.get(SORT_PARAM));
  if (sort) filter.sort = sort;
  return filter;
}

/**
 * The query for a filter: defaults are left out (a clean URL), other parameters of `base` are kept,
 * and the page number is dropped, since a new filter starts again at the first page.
 */
export function filterToParams(filter: CatalogueFilter, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...Object.values(FILTER_PARAMS), SORT_PARAM, PAGE_PARAM]) params.delete(key);
  if (filter.text.trim()) params.set(FILTER_PARAMS.text, filter.text);
  if (filter.maxHours !== MAX_HOURS_DEFAULT) params.set(FILTER_PARAMS.maxHours, String(filter.maxHours));
  for (const type of filter.types) params.append(FILTER_PARAMS.type, type);
  for (const id of filter.domainIds) params.append(FILTER_PARAMS.domain, String(id));
  for (const code of filter.languages) params.append(FILTER_PARAMS.language, code);
  if (filter.sort) params.set(SORT_PARAM, filter.sort);
  return params;
}

/** The same string for the same effective filter (whitespace around the text does not count). */
export function filterKey(filter: CatalogueFilter): string {
  return JSON.stringify([
    filter.text.trim().toLowerCase(),
    filter.maxHours,
    filter.types,
    filter.domainIds,
    filter.languages,
    filter.sort ?? "",
  ]);
}

/** How many controls differ from the defaults (shown on the small-screen toggle). */
export function activeFilterCount(filter: CatalogueFilter): number {
  return (
    (filter.text.trim() ? 1 : 0) +
    (filter.maxHours !== MAX_HOURS_DEFAULT ? 1 : 0) +
    filter.types.length +
    filter.domainIds.length +
    filter.languages.length
  );
}
