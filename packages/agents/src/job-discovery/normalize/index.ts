// Normalisation: a source's RawPosting in, the Posting the index stores out. Pure and synchronous.
export { classifyJobType, classifySeniority } from './classify';
export { cleanLine } from './clean-text';
export { companyNamesMatch, normalizeCompanyName, parseBoardReference, readCompanySite, slugCandidates } from './company-names';
export { salaryFromDescription } from './description-salary';
export { detectWorkplace } from './detect-workplace';
export { extractLists } from './extract-lists';
export { postingFingerprint } from './fingerprint';
export { formatSalary, salaryEditText } from './format-salary';
export { htmlToText } from './html-to-text';
export { normalizePosting } from './normalize-posting';
export { parseSalary, salaryFromFields } from './parse-salary';
export { maxDescriptionHtml, maxDescriptionInput, sanitizeDescription } from './sanitize-description';
