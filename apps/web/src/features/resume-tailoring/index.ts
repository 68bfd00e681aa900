// The Resume Tailoring screen (spec part 2): tailoring, the document viewer and the cover letter.
export { ResumeTailoringScreen } from './components/resume-tailoring-screen';
