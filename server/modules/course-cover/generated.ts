// The cover of a course without an uploaded one, drawn from what the course is:
// its domain's colour (each domain its own hue), a pattern placed by the course's id and name
// (so no two courses of a domain look alike), its name and its code. Deterministic: the same
// course always gets the same picture. Every text is XML-escaped.

/** FNV-1a: a small, stable hash of a text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A seeded sequence of numbers in [0, 1) (mulberry32). */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!);

/** Up to three lines of about `width` characters; a longer name ends with "…". */
function lines(name: string, width = 26): string[] {
  const words = name.trim().split(/\s+/);
  const out: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > 3) return [...out.slice(0, 2), `${out[2]!.slice(0, width - 1)}…`];
  return out;
}

export type CoverSubject = { id: number; name: string; domainId: number; domainName: string };

export function generatedCover(course: CoverSubject): string {
  // Domains spread round the colour wheel by a golden-angle step: neighbours differ clearly.
  const hue = Math.round((course.domainId * 137.508) % 360);
  const random = sequence(hash(`${course.id}:${course.name}`));
  const shift = Math.round(random() * 40 - 20);
  const dark = `hsl(${hue} 55% 24%)`;
  const mid = `hsl(${(hue + shift + 360) % 360} 60% 38%)`;
  const light = `hsl(${(hue + 30) % 360} 70% 70%)`;
  const kind = Math.floor(random() * 3);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = Math.round(random() * 640);
    const y = Math.round(random() * 360);
    const size = Math.round(30 + random() * 120);
    const opacity = (0.08 + random() * 0.18).toFixed(2);
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="${light}" opacity="${opacity}"/>`);
    else if (kind === 1) {
      const angle = Math.round(random() * 180);
      shapes.push(
        `<rect x="${x - size}" y="${y - size / 4}" width="${size * 2}" height="${Math.round(size / 2)}" rx="${Math.round(size / 4)}" fill="${light}" opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    } else {
      shapes.push(
        `<polygon points="${x},${y - size} ${x + size},${y + size} ${x - size},${y + size}" fill="${light}" opacity="${opacity}"/>`,
      );
    }
  }
  const text = lines(course.name)
    .map((line, index) => `<tspan x="40" dy="${index === 0 ? 0 : 40}">${escapeXml(line)}</tspan>`)
    .join("");
  const code = `SB-${String(course.id).padStart(4, "0")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(course.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
${shapes.join("\n")}
<text x="40" y="56" fill="${light}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="18" font-weight="600" letter-spacing="1">${escapeXml(course.domainName.toUpperCase())}</text>
<text x="40" y="150" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="34" font-weight="700">${text}</text>
<text x="40" y="326" fill="#ffffff" opacity="0.85" font-family="ui-monospace, 'SFMono-Regular', Menlo, monospace" font-size="18">${code}</text>
</svg>
`;
}
