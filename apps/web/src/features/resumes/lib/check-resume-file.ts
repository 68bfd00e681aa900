import { resumeLimits, resumeMessages } from '@seeker/contract';

export const resumeAccept = '.pdf,.docx,.txt';

const extensions = ['pdf', 'docx', 'txt'] as const;

function extensionOf(name: string) {
  return name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
}

async function head(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}

/**
 * Why a chosen file cannot be a resume, or undefined. The name must say PDF, DOCX or TXT, and a PDF or
 * DOCX must start like one (an .exe renamed .pdf is caught here). Whether a .txt really is text is left
 * to the server, which reads the whole file.
 */
export async function checkResumeFile(file: File): Promise<string | undefined> {
  if (file.size > resumeLimits.maxBytes) return resumeMessages.tooLarge;
  const extension = extensionOf(file.name);
  if (!extensions.some((allowed) => allowed === extension)) return resumeMessages.wrongType;
  if (file.size === 0) return resumeMessages.wrongType;
  if (extension === 'pdf') {
    // Writers may put a few junk bytes before "%PDF-"; the server allows 1 KiB, so do we.
    const text = new TextDecoder('latin1').decode(await head(file, 1024));
    if (!text.includes('%PDF-')) return resumeMessages.wrongType;
  }
  if (extension === 'docx') {
    const bytes = await head(file, 4);
    const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
    if (!isZip) return resumeMessages.wrongType;
  }
  return undefined;
}
