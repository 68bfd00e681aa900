// What the app and other features may use of jobs.
export { JobsScreen } from './components/jobs-screen';
