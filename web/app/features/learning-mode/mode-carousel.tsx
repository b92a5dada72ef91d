// The learning-mode carousel — 4 items, advancing every 4 s with a 500 ms
// fade-in. It pauses on hover and focus, has a visible pause/play button and a button per mode,
// and does not auto-advance for visitors who prefer reduced motion (WCAG 2.2.2).
import { MODE_CAROUSEL_FADE_MS, MODE_CAROUSEL_INTERVAL_MS } from "@skillbridge/core/constants";
import { visitorCopy } from "@skillbridge/core/messages";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { homeCopy } from "@skillbridge/core/page-copy/home";
import { fillContact } from "@skillbridge/core/site-settings";
import { type FocusEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { useCopy, useLocalePath } from "../../i18n/copy";
import { useSiteSettings } from "../../site-settings";
import { Icon } from "../../ui/icon";
import { useInterval, usePrefersReducedMotion } from "../../ui/use-carousel-timer";
import styles from "./mode-carousel.module.css";
import { modeSlides } from "./mode-slides";

export function ModeCarousel({ intervalMs = MODE_CAROUSEL_INTERVAL_MS }: { intervalMs?: number }) {
  const [index, setIndex] = useState(0);
  const settings = useSiteSettings();
  const copy = useCopy("home", homeCopy).modes;
  const labels = useCopy("header", visitorCopy.header).modeLinks;
  const to = useLocalePath();
  const [autoplayChoice, setAutoplayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const pauseRef = useRef<HTMLButtonElement>(null);
  const autoplay = autoplayChoice ?? !reducedMotion;
  const running = autoplay && !hovered && !focused;
  useInterval(() => setIndex((i) => (i + 1) % modeSlides.length), intervalMs, running);

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  const shown = modeSlides[index]!;
  // The slide's words in the page's language (English: the catalogue's, as modeSlides has them).
  const words = copy.slides[shown.slug];
  const slide = { ...shown, label: labels[shown.slug], title: words.title, blurb: words.blurb };
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={copy.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus pauses, except on the pause/play button itself, so "Play" really plays (WAI-ARIA APG).
      onFocus={(event) => setFocused(event.target !== pauseRef.current)}
      onBlur={onBlur}
    >
      <div className={styles.controls}>
        <button ref={pauseRef} type="button" className={styles.pause} onClick={() => setAutoplayChoice(!autoplay)}>
          {autoplay ? (
            <>
              <PauseIcon /> {copy.pause}
              <span className="visually-hidden">{copy.what}</span>
            </>
          ) : (
            <>
              <Icon name="play" size={16} /> {copy.play}
              <span className="visually-hidden">{copy.what}</span>
            </>
          )}
        </button>
        <ul className={styles.picker}>
          {modeSlides.map((mode, i) => (
            <li key={mode.slug}>
              <button
                type="button"
                className={styles.pick}
                aria-current={i === index ? "true" : undefined}
                onClick={() => setIndex(i)}
              >
                <span className="visually-hidden">{copy.show}</span>
                {labels[mode.slug].endsWith(copy.ending)
                  ? labels[mode.slug].slice(0, -copy.ending.length)
                  : labels[mode.slug]}
                {labels[mode.slug].endsWith(copy.ending) ? (
                  <span className="visually-hidden">{copy.ending}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div aria-live={running ? "off" : "polite"}>
        {/* biome-ignore lint/a11y/useSemanticElements: a carousel slide is a WAI-ARIA group, not a form fieldset */}
        <div
          key={slide.slug}
          role="group"
          aria-roledescription="slide"
          aria-label={fillCopy(copy.slide, { n: index + 1, total: modeSlides.length, label: slide.label })}
          className={`${styles.slide} fade-in`}
          style={{ animationDuration: `${MODE_CAROUSEL_FADE_MS}ms` }}
        >
          <img
            src={slide.image.src}
            alt={words.alt}
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
          <div className={styles.body}>
            <h3>{slide.title}</h3>
            <p>{fillContact(slide.blurb, settings)}</p>
            <Link to={to(`/learning_mode/${slide.slug}`)} className="btn btn-primary">
              {fillCopy(copy.explore, { label: slide.label })}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

function PauseIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
    </svg>
  );
}
