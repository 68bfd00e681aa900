// What printing a resume or a letter takes, and nothing more: the renderer's worker threads import this entry
// (`@seeker/agents/rendering`), so that starting one loads the renderers alone, not every agent of the package.
export { renderResumePdf } from './render-resume-pdf';
export { renderResumeDocx } from './render-resume-docx';
export { renderLetterPdf } from './render-letter-pdf';
export { renderLetterDocx } from './render-letter-docx';
