import WordExtractor from 'word-extractor';

/**
 * Raw text of a Word 97–2003 .doc (an OLE compound file), read by word-extractor: the page headers (where a
 * template puts the name), the body and the text boxes. The file is at most the upload's 10 MB and its text is
 * stored uncompressed, so reading it costs at most a few times its size; the worker's heap cap and deadline
 * bound a damaged one.
 */
export async function docText(bytes: Uint8Array): Promise<string> {
  const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const parts = [
    document.getHeaders({ includeFooters: false, filterUnicode: false }),
    document.getBody({ filterUnicode: false }),
    document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true, filterUnicode: false }),
  ];
  return parts.filter((part) => part.trim() !== '').join('\n');
}
