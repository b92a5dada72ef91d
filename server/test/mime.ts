// For tests: the attachments of a raw MIME message as the SMTP test server received it (base64
// parts with a filename), so a test can read the PDF a mail carried.
export type MimeAttachment = { filename: string; contentType: string; content: Buffer };

export function mimeAttachments(raw: string): MimeAttachment[] {
  const found: MimeAttachment[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (!filename || !/Content-Transfer-Encoding:\s*base64/i.test(headers)) continue;
    const contentType = /Content-Type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? "";
    // The body runs to the closing boundary; base64 ignores the line breaks.
    const body = part
      .slice(split)
      .split(/\r?\n--/)[0]!
      .replace(/\s+/g, "");
    found.push({ filename, contentType, content: Buffer.from(body, "base64") });
  }
  return found;
}
