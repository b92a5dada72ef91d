// Uploads: which files staff may upload and how big, shared by the API (which enforces
// it) and the upload field (which checks first, so nobody waits to be refused).
import { z } from "../zod.ts";

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const DOCUMENT_TYPES = ["application/pdf"] as const;
export type UploadKind = "image" | "document";
export type MediaType = (typeof IMAGE_TYPES)[number] | (typeof DOCUMENT_TYPES)[number];

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const uploadMessages = {
  wrongType: "This file type is not accepted: upload a PNG, JPEG or WebP image, or a PDF document.",
  wrongImageType: "Upload a PNG, JPEG or WebP image.",
  wrongDocumentType: "Upload a PDF document.",
  imageTooLarge: "The image is too large: images may be up to 2 MB.",
  documentTooLarge: "The document is too large: documents may be up to 10 MB.",
  empty: "The file is empty.",
  notWhatItSays: "The file's content does not match its type: it may be damaged or renamed.",
} as const;

export const isImageType = (type: string): type is (typeof IMAGE_TYPES)[number] =>
  (IMAGE_TYPES as readonly string[]).includes(type);
export const isDocumentType = (type: string): type is (typeof DOCUMENT_TYPES)[number] =>
  (DOCUMENT_TYPES as readonly string[]).includes(type);

/** Why a file of this type and size would be refused, or null when it is acceptable. */
export function uploadProblem(type: string, size: number, kind?: UploadKind): string | null {
  if (kind === "image" && !isImageType(type)) return uploadMessages.wrongImageType;
  if (kind === "document" && !isDocumentType(type)) return uploadMessages.wrongDocumentType;
  if (!isImageType(type) && !isDocumentType(type)) return uploadMessages.wrongType;
  if (size <= 0) return uploadMessages.empty;
  if (isImageType(type) && size > IMAGE_MAX_BYTES) return uploadMessages.imageTooLarge;
  if (size > DOCUMENT_MAX_BYTES) return uploadMessages.documentTooLarge;
  return null;
}

export const mediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  name: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const MEDIA_EXTENSIONS: Record<MediaType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "application/pdf": "pdf",
};
