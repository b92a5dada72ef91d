// Renders one message in both forms every mail carries: plain text and HTML. A message is a
// list of blocks, so every mail the product sends looks alike and every value is escaped once.
import { escapeHtml, oneLine } from "./html.ts";
import { provider } from "./provider.ts";

export type Fact = { label: string; value: string; url?: string };
export type Block =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "facts"; items: Fact[] };

export type MailContent = { subject: string; text: string; html: string };

const font = "font-family:Arial,Helvetica,sans-serif;color:#16202c;line-height:1.55;font-size:15px";

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "heading":
      return `${block.text}\n${"-".repeat(block.text.length)}`;
    case "facts":
      return block.items.map((item) => `- ${item.label}: ${item.value}${item.url ? ` (${item.url})` : ""}`).join("\n");
  }
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-size:17px;color:#0b4f8a">${escapeHtml(block.text)}</h2>`;
    case "facts": {
      const rows = block.items.map((item) => {
        const value = item.url
          ? `<a href="${escapeHtml(item.url)}" style="color:#0b4f8a">${escapeHtml(item.value)}</a>`
          : escapeHtml(item.value);
        return `<li style="margin:0 0 4px"><strong>${escapeHtml(item.label)}:</strong> ${value}</li>`;
      });
      return `<ul style="margin:0 0 16px;padding-left:20px">${rows.join("")}</ul>`;
    }
  }
}

/** A message with the provider's signature and a footer saying why it was sent. */
export function renderMail(subject: string, blocks: Block[], footer: string): MailContent {
  const cleanSubject = oneLine(subject);
  const signature = `${provider.name}\n${provider.phones.join(" · ")} · ${provider.email}`;
  const text = [...blocks.map(blockText), signature, `--\n${footer}`].join("\n\n");
  const html = [
    "<!doctype html>",
    '<html lang="en-IN"><head><meta charset="utf-8">',
    `<title>${escapeHtml(cleanSubject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:#f6f8fb;${font}">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d8dee6;border-radius:10px;padding:24px">',
    `<p style="margin:0 0 20px;font-size:18px;font-weight:bold;color:#0b4f8a">${escapeHtml(provider.name)}</p>`,
    ...blocks.map(blockHtml),
    `<p style="margin:24px 0 0">${escapeHtml(provider.name)}<br>${provider.phones.map(escapeHtml).join(" · ")} · ${escapeHtml(provider.email)}</p>`,
    `<p style="margin:24px 0 0;font-size:12px;color:#4f5b6a">${escapeHtml(footer)}</p>`,
    "</div></body></html>",
  ].join("\n");
  return { subject: cleanSubject, text, html };
}
