// An uploaded cover resized with sharp to 16:9 at each width, as AVIF and WebP.
// Only PNG, JPEG and WebP are read (the bytes are sniffed before); sharp's own checks refuse a
// damaged file, and a picture above 40 megapixels is refused before it is decoded.
import { COVER_FORMATS, COVER_WIDTHS, type CoverFormat, coverHeight } from "@skillbridge/core/admin/cover";
import { loadSharp } from "../lazy-libraries.ts";

export type CoverVariant = { width: number; format: CoverFormat; bytes: Uint8Array };

export class UnreadablePicture extends Error {}
export class PictureTooSmall extends Error {}

export async function coverVariants(bytes: Uint8Array): Promise<CoverVariant[]> {
  const sharp = await loadSharp();
  const input = sharp(bytes, { failOn: "error", limitInputPixels: 40_000_000 });
  let width: number | undefined;
  try {
    ({ width } = await input.metadata());
  } catch {
    throw new UnreadablePicture();
  }
  if (!width || width < 640) throw new PictureTooSmall();
  const variants: CoverVariant[] = [];
  for (const target of COVER_WIDTHS) {
    const resized = input
      .clone()
      .rotate()
      .resize({ width: target, height: coverHeight(target), fit: "cover" });
    for (const format of COVER_FORMATS) {
      const encoded =
        format === "avif" ? resized.clone().avif({ quality: 50, effort: 2 }) : resized.clone().webp({ quality: 78 });
      try {
        variants.push({ width: target, format, bytes: new Uint8Array(await encoded.toBuffer()) });
      } catch {
        throw new UnreadablePicture();
      }
    }
  }
  return variants;
}
