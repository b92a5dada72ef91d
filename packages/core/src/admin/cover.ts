// Issue 17, item 8: a course's cover. Staff upload a picture (PNG, JPEG or WebP, up to 2 MB); the
// server resizes it to 16:9 at three widths, as AVIF and WebP, served under an unguessable token.
// A course without one shows a cover generated from its name, code and domain colours.
import { z } from "zod";

export const COVER_WIDTHS = [320, 640, 960] as const;
export const COVER_FORMATS = ["avif", "webp"] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];
/** The card's and the page's aspect: 16:9, as the cards' width and height attributes say. */
export const coverHeight = (width: number) => Math.round((width * 9) / 16);

/** Where the course-cover upload is sent (POST, the picture's bytes as the body). */
export const COVER_UPLOAD_PATH = (courseId: number) => `/admin/courses/${courseId}/cover`;

export const coverFile = (token: string, width: number, format: CoverFormat) =>
  `/media/covers/${token}-${width}.${format}`;
export const coverSrcSet = (token: string, format: CoverFormat) =>
  COVER_WIDTHS.map((width) => `${coverFile(token, width, format)} ${width}w`).join(", ");
/** The generated cover of a course without an uploaded one. */
export const generatedCoverPath = (courseId: number) => `/covers/${courseId}.svg`;

export const courseCoverSchema = z.object({ coverToken: z.string().regex(/^[0-9a-f]{32}$/) });
export type CourseCover = z.infer<typeof courseCoverSchema>;

export const coverMessages = {
  svg: "SVG drawings are not accepted as covers: upload a PNG, JPEG or WebP picture.",
  unreadable: "This picture could not be read: it may be damaged. Upload a PNG, JPEG or WebP picture.",
  tooSmall: "The picture is too small: give one at least 640 pixels wide.",
  saved: "Cover saved: the course's cards and page show it now",
} as const;
