// What other modules may use of resume-tailoring.
export { refusingUntrustedParse } from './refusing-untrusted-parse';
export { resolveResumeSource } from './resolve-resume-source';
