// A course's cover. Staff upload a picture (PNG, JPEG or WebP, up to 2 MB); the
// server resizes it to 16:9 at three widths, as AVIF and WebP, served under an unguessable token.
// A course without one shows a cover generated from its name, code and domain colours.
import { z } from "../zod.ts";

export * from "../cover.ts";

export const courseCoverSchema = z.object({ coverToken: z.string().regex(/^[0-9a-f]{32}$/) });
export type CourseCover = z.infer<typeof courseCoverSchema>;

export const coverMessages = {
  svg: "SVG drawings are not accepted as covers: upload a PNG, JPEG or WebP picture.",
  unreadable: "This picture could not be read: it may be damaged. Upload a PNG, JPEG or WebP picture.",
  tooSmall: "The picture is too small: give one at least 640 pixels wide.",
  saved: "Cover saved: the course's cards and page show it now",
} as const;
