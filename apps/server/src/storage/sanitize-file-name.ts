/** Spec part 2 section 5: letters, digits, dot, underscore and hyphen; everything else becomes "_". */
export function sanitizeFileName(fileName: string, fallbackExtension: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  return cleaned && cleaned.includes('.') ? cleaned : `resume.${fallbackExtension}`;
}
