// The layouts the corpus's resumes are rendered in, as real people's documents are laid out: three PDFs
// (one column, two columns, dates above each role) and a Word document. One file each under layouts/.
export type { LayoutResume } from './layouts/layout-text';
export { singleColumnPdf } from './layouts/single-column-pdf';
export { twoColumnPdf } from './layouts/two-column-pdf';
export { datesAboveRolePdf } from './layouts/dates-above-role-pdf';
export { docxResume } from './layouts/docx-resume';
