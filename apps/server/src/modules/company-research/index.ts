// What other modules may use of company-research.
export { researchCompanies } from './research-companies';
