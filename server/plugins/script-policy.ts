// The script policy of a page: 'strict-dynamic' plus the SHA-256 of each inline <script> the
// framework itself emitted, instead of a nonce sent with every response. The framework (React
// Router and React, through entry.server) marks each script it writes with a random per-render
// nonce that only the server knows; here the marked scripts are hashed and the mark removed. So
// the same page always gets the same policy and bytes (a cached page is stored compressed and sent
// as it is), and an inline script that reached the HTML any other way — a staff text
// rendered as HTML, an injection — is not in the list and cannot run, whatever it holds.
import { createHash } from "node:crypto";

/** Every directive of the site's policy but script-src (today's policy). */
const OTHER_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Staff may point a course image or icon at an https address (a CDN) instead of uploading it.
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src https://www.google.com https://maps.google.com",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

const policyWith = (scriptSrc: string) =>
  [OTHER_DIRECTIVES[0], `script-src ${scriptSrc}`, ...OTHER_DIRECTIVES.slice(1)].join("; ");

/** For every answer that is not a page (API, redirects, errors): no script runs at all. */
export const NO_SCRIPT_CSP = policyWith("'none'");

/**
 * A page as it is sent, and its policy: the inline scripts that carry this render's mark
 * (`nonce="<mark>"`, put there by the framework) by hash, and what they load ('strict-dynamic': a
 * script they add to the page is trusted, one the HTML parser meets is not). The mark is then
 * removed from the HTML. No 'self': under 'strict-dynamic' browsers ignore it, and older browsers
 * then run no script, which the site allows (every form works without JavaScript).
 */
export function sealPage(html: string, mark: string): { html: string; policy: string } {
  const attribute = ` nonce="${mark}"`;
  const hashes = inlineScripts(html)
    .filter((script) => script.attributes.includes(attribute))
    .map(({ code }) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  return {
    html: html.replaceAll(attribute, ""),
    policy: policyWith(["'strict-dynamic'", ...new Set(hashes)].join(" ")),
  };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** Each inline script element: its attributes and its text, exactly as the browser hashes it. */
export function inlineScripts(html: string): { attributes: string; code: string }[] {
  return [...html.matchAll(SCRIPT)]
    .filter((match) => !HAS_SRC.test(match[1] ?? ""))
    .map((match) => ({ attributes: match[1] ?? "", code: match[2] ?? "" }));
}

const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/g;
const SRC = /\ssrc="([^"]+)"/;
const NONCE = /\snonce="[^"]*"/;

/**
 * React Router boots with an inline module script that imports the route modules. A hash allows
 * that script but not its imports: the browser fetches them as "parser-inserted", which
 * 'strict-dynamic' refuses (only a nonce would carry over). So the module runs from a blob URL
 * that a hashed classic script adds to the page: an added script is trusted, and so is everything
 * it imports. A blob has no path to resolve "/assets/…" against, hence the origin in front.
 * A module script with a src (Vite's client, in development) is added the same way. The script
 * that replaces a marked one carries its mark (sealPage then trusts it); an unmarked one stays
 * unmarked.
 */
export function loadModuleScriptsDynamically(html: string): string {
  return html.replace(MODULE_SCRIPT, (whole, before: string, after: string, code: string) => {
    const src = SRC.exec(before + after)?.[1];
    // JSON-escaped, "<" too: the text can never end this script element early.
    const literal = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c");
    let url: string;
    if (src !== undefined) url = literal(src.replaceAll("&amp;", "&"));
    else if (code.trim() === "") return whole;
    else
      url =
        "URL.createObjectURL(new Blob([" +
        literal(code) +
        '.replace(/(\\bfrom\\s*|\\bimport\\s*\\(?\\s*)"\\//g,"$1\\""+location.origin+"/")],{type:"text/javascript"}))';
    const mark = NONCE.exec(before + after)?.[0] ?? "";
    return `<script${mark}>{const s=document.createElement("script");s.type="module";s.src=${url};document.body.appendChild(s)}</script>`;
  });
}
