import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScripts, loadModuleScriptsDynamically, NO_SCRIPT_CSP, sealPage } from "./script-policy.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("script policy of a page", () => {
  const MARK = "m4rk-0f-th1s-r3nder";

  it("allows exactly the scripts the framework marked, by hash, under 'strict-dynamic', and keeps the rest", () => {
    const html =
      `<script type="application/ld+json">{"a":1}</script><p>x</p><script nonce="${MARK}">run()</script>` +
      `<script src="/assets/x.js"></script><script nonce="${MARK}">run()</script><SCRIPT nonce="${MARK}">"₹"</SCRIPT >` +
      `<link rel="modulepreload" href="/assets/y.js" nonce="${MARK}"/>`;
    expect(inlineScripts(html).map((script) => script.code)).toEqual(['{"a":1}', "run()", "run()", '"₹"']);
    const sealed = sealPage(html, MARK);
    const scriptSrc = /script-src ([^;]*)/.exec(sealed.policy)?.[1];
    expect(scriptSrc).toBe(["'strict-dynamic'", sha("run()"), sha('"₹"')].join(" "));
    // The mark leaves the page: the same content always gives the same bytes and policy.
    expect(sealed.html).not.toContain(MARK);
    expect(sealed.html).not.toContain("nonce");
    expect(sealed.html).toContain('<script>run()</script><script src="/assets/x.js"></script>');
    expect(sealPage(html.replaceAll(MARK, "an0ther-r3nder"), "an0ther-r3nder")).toEqual(sealed);
    // Everything else is today's policy: the non-page one differs only in its script-src.
    expect(sealed.policy.replace(/script-src [^;]*/, "script-src 'none'")).toBe(NO_SCRIPT_CSP);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(sealed.policy).toContain(directive);
    }
  });

  it("never trusts an inline script the framework did not write, whatever the HTML holds", () => {
    // A staff text rendered as HTML, or anything else that put a script into the page: it may even
    // copy a nonce attribute, but not this render's mark.
    const injected = [
      "<script>fetch('/steal?c='+document.cookie)</script>",
      '<script nonce="guessed">alert(1)</script>',
      '<script type="module">import("/evil.js")</script>',
    ];
    const html = `<main><p>Course</p>${injected.join("")}</main><script nonce="${MARK}">window.__ctx={}</script>`;
    const sealed = sealPage(loadModuleScriptsDynamically(html), MARK);
    const allowed = /script-src ([^;]*)/.exec(sealed.policy)?.[1]?.split(" ");
    expect(allowed).toEqual(["'strict-dynamic'", sha("window.__ctx={}")]);
    for (const script of inlineScripts(sealed.html).slice(0, 3)) expect(allowed).not.toContain(sha(script.code));
  });

  it("keeps the mark on the script that adds a marked module script, and only on it", () => {
    const html = loadModuleScriptsDynamically(
      `<script nonce="${MARK}" type="module" async="">import "/assets/a.js";</script>` +
        '<script type="module">import "/evil.js";</script>',
    );
    const [framework, other] = inlineScripts(html);
    expect(framework!.attributes).toBe(` nonce="${MARK}"`);
    expect(other!.attributes).toBe("");
    const allowed = /script-src ([^;]*)/.exec(sealPage(html, MARK).policy)?.[1]?.split(" ");
    expect(allowed).toEqual(["'strict-dynamic'", sha(framework!.code)]);
  });

  it("turns an inline module script into a hashed script that adds it from a blob, imports made absolute", () => {
    const code =
      ';\nimport * as route0 from "/assets/root.js";\nwindow.m = {"module": "/assets/entry.js"};\nimport("/assets/entry.js");</x>';
    const html = loadModuleScriptsDynamically(
      `<p>x</p><script type="module" async="">${code}</script><script>keep()</script>`,
    );
    expect(html).not.toContain('type="module" async');
    expect(html).toContain("<script>keep()</script>");
    const [loader] = inlineScripts(html).map((script) => script.code);
    expect(loader).not.toContain("</x>"); // "<" escaped inside the loader
    // Run the loader against a stand-in document: it adds one module script whose text is the original's.
    const added: { type?: string; src?: string }[] = [];
    const blobs: string[] = [];
    runInNewContext(loader ?? "", {
      location: { origin: "https://example.in" },
      document: { createElement: () => ({}), body: { appendChild: (s: object) => added.push(s) } },
      Blob: class {
        constructor(parts: string[]) {
          blobs.push(parts.join(""));
        }
      },
      URL: { createObjectURL: () => "blob:1" },
    });
    expect(added).toEqual([{ type: "module", src: "blob:1" }]);
    expect(blobs[0]).toBe(
      ';\nimport * as route0 from "https://example.in/assets/root.js";\nwindow.m = {"module": "/assets/entry.js"};\nimport("https://example.in/assets/entry.js");</x>',
    );
  });

  it("adds a module script with a src the same way, and leaves classic scripts alone", () => {
    const html = loadModuleScriptsDynamically(
      '<script type="module" src="/@vite/client"></script><script>a()</script>',
    );
    expect(html).toBe(
      '<script>{const s=document.createElement("script");s.type="module";s.src="/@vite/client";document.body.appendChild(s)}</script><script>a()</script>',
    );
  });
});
