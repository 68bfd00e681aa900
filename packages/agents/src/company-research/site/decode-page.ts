import { TextDecoder } from 'node:util';

/**
 * A page's bytes as text, in the encoding it declares, as a browser picks it (WHATWG "encoding sniffing",
 * shortened): a byte order mark first, then the Content-Type's charset, then a `<meta charset>` or
 * `<meta http-equiv="Content-Type">` in the first 1024 bytes, else UTF-8. An encoding this runtime does
 * not know is read as UTF-8, so a bad label costs a few replaced characters, never the page.
 */
export function decodePage(bytes: Uint8Array, contentType: string): string {
  const label = bomEncoding(bytes) ?? charsetOf(contentType) ?? metaCharset(bytes) ?? 'utf-8';
  return decoderFor(label).decode(bytes);
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** The charset parameter of a media type ("text/html; charset=ISO-8859-1"), quoted or not. */
export function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType);
  return match?.[2];
}

/** What the page's own head declares; an ASCII-compatible read of its first 1024 bytes finds it. */
function metaCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const direct = /\bcharset\s*=\s*["']?([^"'\s/>;]+)/i.exec(tag);
    if (direct) {
      // A page cannot declare itself UTF-16 in ASCII bytes: a browser reads such a page as UTF-8.
      return /^utf-16/i.test(direct[1]!) ? 'utf-8' : direct[1];
    }
  }
  return undefined;
}

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label.trim().toLowerCase() === 'x-user-defined' ? 'windows-1252' : label.trim());
  } catch {
    return new TextDecoder('utf-8');
  }
}
