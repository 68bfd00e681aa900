import type { FastifyReply } from 'fastify';

/**
 * What a user's PDF served inline may do: be shown by the browser's PDF viewer, and nothing else. No
 * script, style, image, font, frame, plugin or connection from the document itself; only our own pages may
 * frame it (the document viewer's "browser viewer" does). Checked in Chromium (apps/web/e2e/file-headers):
 * its PDF viewer renders under this policy. `sandbox` is left out on purpose: Chromium 156 copes with it,
 * but older Chromium releases (before the PDF viewer moved out of the plugin frame) and other browsers'
 * built-in viewers show a sandboxed PDF blank, and with no script allowed it would add little.
 */
export const inlineFilePolicy = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** A download is never rendered; should a browser try, it is an opaque, script-less document no page may frame. */
export const attachmentPolicy = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * Headers for a user's file (an uploaded or tailored resume, a cover letter): PDFs open in the browser,
 * every other type downloads; never sniffed as another type, never kept by a shared cache.
 * `fileName` is ASCII; `unicodeName` (RFC 5987 encoded) keeps a non-ASCII name readable.
 */
export function setFileResponseHeaders(reply: FastifyReply, file: { contentType: string; fileName: string; unicodeName?: string }) {
  const inline = file.contentType === 'application/pdf';
  reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${file.fileName}"${file.unicodeName ? `; filename*=UTF-8''${file.unicodeName}` : ''}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', inline ? inlineFilePolicy : attachmentPolicy);
  return reply;
}
