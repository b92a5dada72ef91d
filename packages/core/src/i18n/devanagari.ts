// Devanagari as search compares it. People type the same Hindi word in several ways that read
// alike: with or without the nukta (ज़ / ज, typed as one code point or as ज + ़), and with a
// chandrabindu or an anusvara (हिँदी / हिंदी). Both sides of a match go through this, so any of
// those spellings finds the others. Only these well-defined equivalences are applied: vowel
// signs and the virama stay, as they change the word.

const NUKTA = /\u093C/g;
const CHANDRABINDU = /\u0901/g;
const ANUSVARA = "\u0902";

/**
 * The text with each nukta letter as its plain letter (क़ → क, ख़ → ख, ग़ → ग, ज़ → ज, ड़ → ड, ढ़ → ढ,
 * फ़ → फ, य़ → य, and a combining nukta after any letter dropped) and chandrabindu as anusvara, in
 * NFC. Text outside Devanagari is unchanged except for NFC.
 */
export function normaliseDevanagari(text: string): string {
  // NFD splits the precomposed nukta letters (U+0958–U+095F, and ऩ ऱ ऴ) into letter + nukta.
  return text.normalize("NFD").replace(NUKTA, "").replace(CHANDRABINDU, ANUSVARA).normalize("NFC");
}

/** The form a name is stored in and a query compared in for "contains" matches: normalised, lower case. */
export function searchFormOf(text: string): string {
  return normaliseDevanagari(text.trim()).toLowerCase();
}
