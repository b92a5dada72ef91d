// The testimonials carousel scrolls one card automatically (every 5 s on the home
// page), pauses on hover and focus, and answers the previous/next buttons and the arrow keys.
// Cards sit 16 px apart; messages over 100 characters are cut to 140 plus an ellipsis.
// A visible pause button and no auto-advance under reduced motion (WCAG 2.2.2).
import { TESTIMONIAL_CARD_GAP_PX, TESTIMONIAL_HOME_INTERVAL_MS } from "@skillbridge/core/constants";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { homeCopy } from "@skillbridge/core/page-copy/home";
import { cutTestimonial } from "@skillbridge/core/rules";
import { type CSSProperties, type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useCopy } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import { useInterval, usePrefersReducedMotion } from "../../ui/use-carousel-timer";
import styles from "./testimonial-carousel.module.css";
import { TestimonialPhoto } from "./testimonial-photo";

export type TestimonialItem = { id: number; learnerName: string; learnerImg: string; feedbackMsg: string };

type TestimonialCarouselProps = {
  testimonials: TestimonialItem[];
  intervalMs?: number;
  gapPx?: number;
};

export function TestimonialCarousel({
  testimonials,
  intervalMs = TESTIMONIAL_HOME_INTERVAL_MS,
  gapPx = TESTIMONIAL_CARD_GAP_PX,
}: TestimonialCarouselProps) {
  const copy = useCopy("home", homeCopy).testimonials;
  const [index, setIndex] = useState(0);
  const [perView, setPerView] = useState(1);
  // The visitor's own choice wins; until they make one, auto-advance unless they prefer reduced motion.
  const [autoplayChoice, setAutoplayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = autoplayChoice ?? !reducedMotion;
  const trackRef = useRef<HTMLDivElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);

  // How many cards fit is decided by CSS (--per-view, per breakpoint); read it back here.
  useEffect(() => {
    const read = () => {
      const track = trackRef.current;
      const value = track ? Number.parseInt(getComputedStyle(track).getPropertyValue("--per-view"), 10) : 1;
      setPerView(Number.isFinite(value) && value > 0 ? value : 1);
    };
    read();
    window.addEventListener("resize", read);
    return () => window.removeEventListener("resize", read);
  }, []);

  const count = testimonials.length;
  const lastIndex = Math.max(0, count - perView);
  const current = Math.min(index, lastIndex);
  const next = () => setIndex((i) => (Math.min(i, lastIndex) >= lastIndex ? 0 : i + 1));
  const previous = () => setIndex((i) => (Math.min(i, lastIndex) <= 0 ? lastIndex : Math.min(i, lastIndex) - 1));
  const running = autoplay && !hovered && !focused && lastIndex > 0;
  useInterval(next, intervalMs, running);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "ArrowRight") next();
    else if (event.key === "ArrowLeft") previous();
    else return;
    event.preventDefault();
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  if (count === 0) return <p className="message-empty">{copy.none}</p>;

  const trackStyle = { "--gap": `${gapPx}px`, "--index": current } as CSSProperties;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={copy.label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes arrow keys when focused
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus pauses, except on the pause/play button itself, so "Play" really plays (WAI-ARIA APG).
      onFocus={(event) => setFocused(event.target !== pauseRef.current)}
      onBlur={onBlur}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={copy.previous}
          onClick={previous}
          disabled={lastIndex === 0}
        >
          <Icon name="chevronLeft" />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={copy.next}
          onClick={next}
          disabled={lastIndex === 0}
        >
          <Icon name="chevronRight" />
        </button>
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
      </div>
      <div className={styles.viewport}>
        <div ref={trackRef} className={styles.track} style={trackStyle} aria-live={running ? "off" : "polite"}>
          {testimonials.map((testimonial, i) => {
            const visible = i >= current && i < current + perView;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a WAI-ARIA group, not a form fieldset
              <div
                key={testimonial.id}
                role="group"
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={fillCopy(copy.slide, { n: i + 1, total: count })}
                aria-hidden={visible ? undefined : true}
              >
                <figure className={styles.card}>
                  <blockquote className={styles.quote}>
                    <p>{cutTestimonial(testimonial.feedbackMsg)}</p>
                  </blockquote>
                  <figcaption className={styles.person}>
                    <TestimonialPhoto src={testimonial.learnerImg} className={styles.photo} />
                    <span className={styles.name}>{testimonial.learnerName}</span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
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
