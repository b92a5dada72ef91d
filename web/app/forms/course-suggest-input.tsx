// A course name input with suggestions: once the text is longer than 1 character and
// no course is fixed, at most 8 active courses whose name contains it, case-insensitive.
// Editing the text by hand clears the chosen course. ARIA combobox pattern: arrows, Enter, Esc.
import { MAX_SUGGESTIONS, SUGGESTIONS_MIN_LENGTH } from "@skillbridge/core/constants";
import { routeOf } from "@skillbridge/core/endpoint";
import type { courseEndpoints } from "@skillbridge/core/endpoints";
import type { Suggestion } from "@skillbridge/core/schemas";
import { useEffect, useId, useRef, useState } from "react";
import { useApi } from "../api";
import styles from "./course-suggest-input.module.css";

/** GET /ictData/search/:text as the browser calls it (without the declaration's schemas). */
const suggestionsRoute = routeOf<typeof courseEndpoints.suggestions>({ method: "GET", path: "/ictData/search/:text" });

type Props = {
  label: string;
  text: string;
  selectedId: number | null;
  onTextChange: (text: string) => void;
  onSelect: (course: Suggestion) => void;
  /** The course is fixed (opened from a course's batch): shown read-only. */
  locked?: boolean;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The name the typed text is posted under (a page without scripts cannot pick a suggestion). */
  name?: string;
  /** The name the chosen course's id is posted under (a hidden field). */
  idName?: string;
};

export function CourseSuggestInput({
  label,
  text,
  selectedId,
  onTextChange,
  onSelect,
  locked,
  required,
  error,
  hint,
  name,
  idName,
}: Props) {
  const api = useApi();
  const id = useId();
  const listId = `${id}-list`;
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  // The list closes a moment after the field loses focus (so a click on an option still lands);
  // that pending close is dropped if the field unmounts first (a dialog closing).
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const wanted = !locked && selectedId === null && text.trim().length >= SUGGESTIONS_MIN_LENGTH;

  useEffect(() => {
    if (!wanted) {
      setItems([]);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      const result = await api.call(suggestionsRoute, { params: { text: text.trim() } });
      if (!cancelled && result.ok) {
        setItems(result.data.slice(0, MAX_SUGGESTIONS));
        setActive(-1);
        setOpen(true);
      }
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, text, wanted]);

  const showList = open && wanted && items.length > 0;
  const choose = (course: Suggestion) => {
    onSelect(course);
    setOpen(false);
    setItems([]);
  };
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <div className={`field ${styles.wrap}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        readOnly={locked}
        required={required}
        name={name}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setActive((index) => Math.min(items.length - 1, index + 1));
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((index) => Math.max(0, index - 1));
          } else if (event.key === "Enter" && active >= 0) {
            event.preventDefault();
            const course = items[active];
            if (course) choose(course);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      {idName ? <input type="hidden" name={idName} value={selectedId ?? ""} /> : null}
      <div id={listId} role="listbox" aria-label={`${label} suggestions`} className={styles.list} hidden={!showList}>
        {items.map((course, index) => (
          <div
            key={course.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(course)}
            onKeyDown={() => undefined}
          >
            {course.ictName}
          </div>
        ))}
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
