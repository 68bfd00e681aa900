import type { IncomingMessage } from 'node:http';

/** busboy's own bound on a part's headers: beyond it the upload is refused anyway. */
const maxHeaderBytes = 80 * 1024;
const headersEnd = Buffer.from('\r\n\r\n');

/** A Content-Disposition parameter: its name, and its value quoted or not. */
const parameter = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

function dispositionOf(headers: string): string | undefined {
  const unfolded = headers.replace(/\r\n[ \t]+/g, ' ');
  const line = unfolded.split('\r\n').find((header) => /^content-disposition\s*:/i.test(header));
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** The file-name parameters of a disposition, in order: `filename` and `filename*`, with their raw values. */
function fileNameParameters(disposition: string) {
  return [...disposition.matchAll(parameter)]
    .map(([, name = '', value = '']) => ({ name: name.toLowerCase(), value: value.trim().replace(/^"(.*)"$/s, '$1') }))
    .filter(({ name }) => name === 'filename' || name === 'filename*');
}

/**
 * Whether busboy took the file's name from RFC 5987 `filename*=UTF-8''My%2520CV.txt`: then it has already
 * percent-decoded it ("My%20CV.txt") and it must not be decoded again. busboy keeps the last file-name
 * parameter, and decodes an extended one only when it names a charset.
 */
export function namedByExtendedParameter(disposition: string | undefined): boolean {
  const last = disposition ? fileNameParameters(disposition).at(-1) : undefined;
  return last?.name === 'filename*' && /^[^']+'[^']*'/.test(last.value);
}

/**
 * busboy (under @fastify/multipart) hands over a file part's name, never the header it read it from. This
 * reads the same request bytes alongside it and keeps the Content-Disposition of the first part that names
 * a file: part headers only, never file bytes (of those, a delimiter's length at most). Start it before
 * `request.parts()` and stop it when the parts are read.
 */
export function watchFileDisposition(request: IncomingMessage) {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  let disposition: string | undefined;
  const stop = () => request.removeListener('data', onData);
  if (!boundary) return { disposition: () => disposition, stop };

  const delimiter = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}`);
  // The body's first delimiter has no line break before it.
  let pending = Buffer.from('\r\n');
  let inHeaders = false;
  function onData(chunk: Buffer | string) {
    let data = Buffer.concat([pending, Buffer.from(chunk)]);
    for (;;) {
      if (!inHeaders) {
        const at = data.indexOf(delimiter);
        if (at === -1) {
          pending = data.subarray(Math.max(0, data.length - delimiter.length + 1));
          return;
        }
        data = data.subarray(at + delimiter.length);
        inHeaders = true;
      } else {
        const end = data.indexOf(headersEnd);
        if (end === -1) {
          if (data.length > maxHeaderBytes) stop();
          pending = data;
          return;
        }
        // The rest of the delimiter's line ("--" after the last), then the part's headers.
        const headers = data.subarray(0, end).toString('latin1');
        const found = dispositionOf(headers.slice(headers.indexOf('\r\n') + 2));
        if (found && /^form-data\s*(;|$)/i.test(found) && fileNameParameters(found).length > 0) {
          disposition = found;
          stop();
          return;
        }
        data = data.subarray(end + headersEnd.length);
        inHeaders = false;
      }
    }
  }
  request.on('data', onData);
  return { disposition: () => disposition, stop };
}
