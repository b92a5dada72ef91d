// A document's PDF as a download: the API answers base64 in JSON; the page sends bytes.
export function pdfResponse(document: { filename: string; pdfBase64: string }): Response {
  return new Response(Buffer.from(document.pdfBase64, "base64"), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${document.filename}"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
      "referrer-policy": "no-referrer",
    },
  });
}
