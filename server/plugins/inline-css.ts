// Critical CSS: a first visit on a slow phone network should paint as soon as the HTML arrives,
// not after a round of stylesheet requests. The page's stylesheets (a few KB per route) are
// copied into one <style> in the head, and their <link>s stay in place, `disabled`, so that React
// still finds them when it hydrates (it matches a head <link> by rel and href only) while the
// browser neither waits for nor fetches them. Client-side navigation adds the next route's
// stylesheets as usual.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="(\/assets\/[\w.~-]+\.css)#?"/;
/** Above this, inlining would cost more than the round trip it saves. */
const MAX_INLINE_BYTES = 64 * 1024;

export type HeadTransform = (html: string) => string;

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * The head of a page as it leaves the server: its stylesheets inlined (below) and React Router's
 * module preloads dropped. Preloads make every script a high-priority download racing the first
 * paint on a slow network; without them the scripts are fetched by the page's module script at
 * the end of the body, after the content is on screen (React re-adds the preload tags itself when
 * it hydrates, as no-ops). docs/decisions/0005.
 */
export function createHeadTransform(clientDir: string): HeadTransform {
  const inline = createStylesheetInliner(clientDir);
  // Preloads dropped first: the head is then searched before its CSS is inlined, not after.
  return (html) => inline(dropModulePreloads(html));
}

/**
 * The head without its module preloads. In development too: under 'strict-dynamic' the browser
 * refuses a preload the HTML parser meets (script-policy.ts), and reports each one.
 */
export function dropModulePreloads(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  return html.slice(0, headEnd).replace(MODULE_PRELOAD, "") + html.slice(headEnd);
}

export function createStylesheetInliner(clientDir: string): HeadTransform {
  const files = new Map<string, string | null>();
  const read = (href: string): string | null => {
    if (!files.has(href)) {
      let css: string | null;
      try {
        // </style> cannot occur in built CSS, but a stylesheet must never end the element early.
        css = readFileSync(join(clientDir, href), "utf8").replaceAll("</style", "<\\/style");
      } catch {
        css = null;
      }
      files.set(href, css);
    }
    return files.get(href) ?? null;
  };

  return (html) => {
    const headEnd = html.indexOf("</head>");
    if (headEnd < 0) return html;
    const head = html.slice(0, headEnd);
    const links = [...head.matchAll(STYLESHEET_LINK)];
    if (links.length === 0) return html;
    const sheets = links.map((link) => {
      const href = HREF.exec(link[0])?.[1];
      return href ? read(href) : null;
    });
    // Anything unexpected (a foreign or missing stylesheet): leave the page as React rendered it.
    if (sheets.some((css) => css === null)) return html;
    const css = sheets.join("\n");
    if (Buffer.byteLength(css) > MAX_INLINE_BYTES) return html;
    let first = true;
    const newHead = head.replace(STYLESHEET_LINK, (link) => {
      const disabled = link.replace(/^<link\b/, "<link disabled");
      if (!first) return disabled;
      first = false;
      return `<style>${css}</style>${disabled}`;
    });
    return newHead + html.slice(headEnd);
  };
}
