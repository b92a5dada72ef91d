// A broken testimonial image falls back to the placeholder. An image that failed before
// hydration fired its error event too early for React, so the state is also checked on mount.
import { useEffect, useRef, useState } from "react";

export const PLACEHOLDER_PHOTO = "/images/people/placeholder.svg";

export function TestimonialPhoto({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute("src")) setFailed(true);
  }, []);
  return (
    <img
      ref={ref}
      src={failed || !src ? PLACEHOLDER_PHOTO : src}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
