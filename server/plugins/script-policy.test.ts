import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScripts, loadModuleScriptsDynamically, NO_SCRIPT_CSP, pagePolicy } from "./script-policy.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("script policy of a page", () => {
  it("allows exactly the page's inline scripts by hash, under 'strict-dynamic', and keeps the rest", () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><p>x</p><script>run()</script>' +
      '<script src="/assets/x.js"></script><script>run()</script><SCRIPT>"₹"</SCRIPT >';
    expect(inlineScripts(html)).toEqual(['{"a":1}', "run()", "run()", '"₹"']);
    const policy = pagePolicy(html);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSrc).toBe(["'strict-dynamic'", sha('{"a":1}'), sha("run()"), sha('"₹"')].join(" "));
    // Everything else is today's policy: the non-page one differs only in its script-src.
    expect(policy.replace(/script-src [^;]*/, "script-src 'none'")).toBe(NO_SCRIPT_CSP);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
  });

  it("turns an inline module script into a hashed script that adds it from a blob, imports made absolute", () => {
    const code =
      ';\nimport * as route0 from "/assets/root.js";\nwindow.m = {"module": "/assets/entry.js"};\nimport("/assets/entry.js");</x>';
    const html = loadModuleScriptsDynamically(
      `<p>x</p><script type="module" async="">${code}</script><script>keep()</script>`,
    );
    expect(html).not.toContain('type="module" async');
    expect(html).toContain("<script>keep()</script>");
    const [loader] = inlineScripts(html);
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
