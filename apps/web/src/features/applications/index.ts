// The Application Manager (issue 26): the board of applications and each application's page.
export { ApplicationsScreen } from './components/applications-screen';
export { ApplicationScreen } from './components/application-screen';
