// Critical CSS: the page's stylesheets arrive inside the HTML, their links stay (disabled) for
// hydration; anything unexpected leaves the page untouched; streamed pages are transformed too.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createHeadTransform, createStylesheetInliner } from "./inline-css.ts";

const clientDir = mkdtempSync(join(tmpdir(), "sb-inline-"));
mkdirSync(join(clientDir, "assets"));
writeFileSync(join(clientDir, "assets", "root-abc.css"), ".a{color:red}");
writeFileSync(join(clientDir, "assets", "home-def.css"), ".b{color:blue}");
writeFileSync(join(clientDir, "assets", "huge-000.css"), `.c{content:"${"x".repeat(70 * 1024)}"}`);
const inline = createStylesheetInliner(clientDir);

const page = (links: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${links}<title>T</title></head><body><link rel="stylesheet" href="/assets/root-abc.css"/><p>x</p></body></html>`;

describe("stylesheet inliner", () => {
  it("puts the CSS in one style element and disables the links, in order, in the head only", () => {
    const html = inline(
      page(
        '<link nonce="n" rel="stylesheet" href="/assets/root-abc.css"/><link rel="stylesheet" href="/assets/home-def.css#"/>',
      ),
    );
    expect(html).toContain(
      '<style>.a{color:red}\n.b{color:blue}</style><link disabled nonce="n" rel="stylesheet" href="/assets/root-abc.css"/><link disabled rel="stylesheet" href="/assets/home-def.css#"/>',
    );
    // A link in the body is not part of the head: left alone.
    expect(html).toContain('<body><link rel="stylesheet" href="/assets/root-abc.css"/>');
  });

  it("leaves the page as it was when a stylesheet is missing, foreign or too big", () => {
    for (const link of [
      '<link rel="stylesheet" href="/assets/missing-123.css"/>',
      '<link rel="stylesheet" href="https://cdn.example.com/x.css"/>',
      '<link rel="stylesheet" href="/assets/../../etc/passwd.css"/>',
      '<link rel="stylesheet" href="/assets/huge-000.css"/>',
    ]) {
      expect(inline(page(link))).toBe(page(link));
    }
    expect(inline("<p>no head</p>")).toBe("<p>no head</p>");
  });
});

describe("head transform", () => {
  it("drops the module preloads of the head (not the module script) and inlines the stylesheets", () => {
    const html = createHeadTransform(clientDir)(
      page(
        '<link rel="modulepreload" href="/assets/framework-1.js" nonce="n"/><link rel="stylesheet" href="/assets/root-abc.css"/><link rel="modulepreload" href="/assets/home-2.js"/>',
      ).replace("<p>x</p>", '<script type="module" async="">import "/assets/home-2.js";</script>'),
    );
    expect(html).not.toContain("modulepreload");
    expect(html).toContain("<style>.a{color:red}</style>");
    expect(html).toContain('<script type="module" async="">import "/assets/home-2.js";</script>');
  });
});
