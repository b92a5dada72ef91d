// The order of a course list, kept in the URL (?sort=) like the filters, so
// "Load more", Back and reload keep it. Without JavaScript it is a GET form (the filters ride
// along as hidden fields, the page number is dropped); with it the order changes on select.
import { courseListsCopy } from "@skillbridge/core/page-copy/course-lists";
import type { CourseSort } from "@skillbridge/core/schemas";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useCopy } from "../../i18n/copy";
import styles from "./course-browser.module.css";
import { FILTER_PARAMS, SORT_PARAM } from "./filter-params";

/** The orders in the menu's order, each with its label's key. */
const SORTS = [
  ["", "best"],
  ["next", "next"],
  ["fee", "fee"],
  ["popular", "popular"],
] as const satisfies readonly (readonly [CourseSort | "", keyof typeof courseListsCopy.sort])[];

type Props = {
  sort: CourseSort | undefined;
  params: URLSearchParams;
  onSort: (sort: CourseSort | undefined) => void;
};

export function SortControl({ sort, params, onSort }: Props) {
  const id = useId();
  const copy = useCopy("courseLists", courseListsCopy);
  // The button is for a browser without scripts (or before they run): with them, choosing sorts.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  // The filters ride along (a new order starts again at the first page); nothing else is echoed.
  const filterNames: readonly string[] = Object.values(FILTER_PARAMS);
  const kept = [...params].filter(([key]) => filterNames.includes(key));
  const choose = (value: string) => onSort(value ? (value as CourseSort) : undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose(String(new FormData(event.currentTarget).get(SORT_PARAM) ?? ""));
  };
  return (
    <form method="get" className={styles.sort} onSubmit={submit}>
      {kept.map(([key, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: repeated parameters share a name
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id}>{copy.sort.label}</label>
      <select id={id} name={SORT_PARAM} value={sort ?? ""} onChange={(event) => choose(event.target.value)}>
        {SORTS.map(([value, key]) => (
          <option key={value} value={value}>
            {copy.sort[key]}
          </option>
        ))}
      </select>
      {scripted ? null : (
        <button type="submit" className="btn">
          {copy.sort.button}
        </button>
      )}
    </form>
  );
}
