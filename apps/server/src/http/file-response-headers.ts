import type { FastifyReply } from 'fastify';
import { sanitizeFileName } from '../storage/sanitize-file-name';

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

/** A file's name as Content-Disposition carries it: `fileName` ASCII; `unicodeName`, when given, RFC 5987 encoded. */
export type DownloadName = { fileName: string; unicodeName?: string };

/**
 * `name` (text as shown, never already encoded) for Content-Disposition (RFC 6266): an ASCII fallback for
 * clients that read only `filename` (letters, digits, dot, underscore and hyphen; anything else "_"), and
 * the name itself in UTF-8 percent-encoded exactly once for `filename*` (RFC 5987), so a "%" in the name is
 * "%25". encodeURIComponent leaves ' ( ) * ! which RFC 5987 forbids; a quote or slash becomes "_" first.
 */
export function downloadName(name: string, fallbackExtension: string): Required<DownloadName> {
  return {
    fileName: sanitizeFileName(name, fallbackExtension),
    unicodeName: encodeURIComponent(name.replace(/[\\/"]/g, '_')).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`),
  };
}

/** The Content-Disposition value: `inline` (shown) or `attachment` (downloaded), with the name's two forms. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: DownloadName): string {
  return `${disposition}; filename="${name.fileName}"${name.unicodeName ? `; filename*=UTF-8''${name.unicodeName}` : ''}`;
}

/**
 * Headers for a user's file (an uploaded or tailored resume, a cover letter): PDFs open in the browser,
 * every other type downloads; never sniffed as another type, never kept by a shared cache.
 * `fileName` is ASCII; `unicodeName` (RFC 5987 encoded) keeps a non-ASCII name readable.
 */
export function setFileResponseHeaders(reply: FastifyReply, file: { contentType: string } & DownloadName) {
  const inline = file.contentType === 'application/pdf';
  reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', inline ? inlineFilePolicy : attachmentPolicy);
  return reply;
}
