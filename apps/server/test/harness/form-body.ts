export type FormPart = { name: string; value: string | Buffer } | { name: string; fileName: string; bytes: Buffer; contentType?: string };

/** The boundary of every harness form unless a case picks another: fixed, so runs are repeatable. */
export const formBoundary = 'seekerHarnessBoundary7f3a9c';

/** A multipart/form-data body built byte by byte, so fuzz cases can bend any part of it. */
export function formBody(parts: FormPart[], boundary = formBoundary): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('bytes' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n`),
        Buffer.from(`Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`),
        part.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`),
        Buffer.from(part.value),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function formContentType(boundary = formBoundary) {
  return `multipart/form-data; boundary=${boundary}`;
}
