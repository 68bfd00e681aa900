export { CompanyResearchScreen } from './components/company-research-screen';
