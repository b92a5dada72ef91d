// Home search: the term is trimmed; an empty or whitespace-only term is ignored; it runs
// on Enter or the button and opens /search/{term}. Before JavaScript loads it is a plain GET
// form to "/", whose loader redirects ?q= to the same address.
import { homeCopy } from "@skillbridge/core/page-copy/home";
import { type FormEvent, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import styles from "./home-search.module.css";

/** The search page address for a term, or null when the term is empty once trimmed. */
export function searchPath(raw: string): string | null {
  const term = raw.trim();
  return term ? `/search/${encodeURIComponent(term)}` : null;
}

export function HomeSearch() {
  const copy = useCopy("home", homeCopy).search;
  const navigate = useNavigate();
  const to = useLocalePath();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = searchPath(inputRef.current?.value ?? "");
    if (path) navigate(to(path));
    else inputRef.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to some browsers in use (and to happy-dom); role="search" on the form is the same landmark
    <form role="search" action={to("/")} method="get" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {copy.label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        className={styles.input}
        placeholder={copy.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={hintId}
      />
      <button type="submit" className={`btn btn-accent ${styles.button}`}>
        <Icon name="search" size={18} />
        {copy.button}
      </button>
      <p id={hintId} className={styles.hint}>
        {copy.hintLead} <strong>{copy.hintTerms[0]}</strong>, <strong>{copy.hintTerms[1]}</strong> {copy.hintOr}{" "}
        <strong>{copy.hintTerms[2]}</strong>.
      </p>
    </form>
  );
}
