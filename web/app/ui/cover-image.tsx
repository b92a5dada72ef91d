// A course's face. Its uploaded cover as AVIF and WebP at three widths (the
// browser picks by format and size), else a picture staff gave as the course image (/media/…),
// else the cover generated from its name, code and domain. Width and height are always set
// (16:9), so nothing moves when the picture arrives. Every address is this site's (CSP img-src 'self').
import { coverFile, coverSrcSet, generatedCoverPath } from "@skillbridge/core/cover";

type Props = {
  courseId: number;
  ictImg: string;
  coverToken: string | null | undefined;
  className?: string;
  /** The first cards and the course page's picture load at once; the rest when scrolled near. */
  eager?: boolean;
  highPriority?: boolean;
  sizes?: string;
};

const CARD_SIZES = "(min-width: 75rem) 22rem, (min-width: 40rem) 45vw, 100vw";

/** The address of a course's cover for places that take one URL (home tabs, social cards). */
export function coverUrl(courseId: number, ictImg: string, coverToken: string | null | undefined): string {
  if (coverToken) return coverFile(coverToken, 640, "webp");
  return ictImg.startsWith("/media/") ? ictImg : generatedCoverPath(courseId);
}

export function CoverImage({
  courseId,
  ictImg,
  coverToken,
  className,
  eager,
  highPriority,
  sizes = CARD_SIZES,
}: Props) {
  const img = (
    <img
      className={className}
      src={coverUrl(courseId, ictImg, coverToken)}
      alt=""
      width={640}
      height={360}
      loading={eager || highPriority ? "eager" : "lazy"}
      fetchPriority={highPriority ? "high" : undefined}
      decoding="async"
    />
  );
  if (!coverToken) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={coverSrcSet(coverToken, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={coverSrcSet(coverToken, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
