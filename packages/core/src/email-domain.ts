// "Did you mean …?" for an e-mail address whose domain is one typo away from a common mail
// provider's (gmail.con, gmial.com): the enrolment form asks before sending, since a payment link
// mailed to a mistyped address never arrives. Pure, so the form (with scripts) and its action
// (without) ask the same question.

/** Mail providers most of our learners use; each is a real domain, so never "corrected". */
export const COMMON_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.in",
  "yahoo.in",
  "ymail.com",
  "rediffmail.com",
  "hotmail.com",
  "outlook.com",
  "outlook.in",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mail.com",
  "aol.com",
  "protonmail.com",
  "proton.me",
  "zoho.com",
  "zohomail.in",
] as const;

/** Edits between two words, a swap of neighbours counting as one (optimal string alignment). */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i ? (j ? 0 : i) : j)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The address as it was probably meant, when its domain is not a common provider's but one typo
 * (two for a longer domain) away from exactly one; else null. Only the domain is ever changed.
 */
export function emailSuggestion(email: string): string | null {
  const at = email.trim().lastIndexOf("@");
  if (at < 1) return null;
  const local = email.trim().slice(0, at);
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  if (domain.length < 4 || (COMMON_MAIL_DOMAINS as readonly string[]).includes(domain)) return null;
  const allowed = domain.length >= 9 ? 2 : 1;
  let best: { domain: string; distance: number } | null = null;
  let tie = false;
  for (const known of COMMON_MAIL_DOMAINS) {
    const distance = typoDistance(domain, known);
    if (distance > allowed) continue;
    if (!best || distance < best.distance) {
      best = { domain: known, distance };
      tie = false;
    } else if (distance === best.distance) tie = true;
  }
  return best && !tie ? `${local}@${best.domain}` : null;
}
