// Where a course's cover pictures are (no zod here: page code imports this).
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
