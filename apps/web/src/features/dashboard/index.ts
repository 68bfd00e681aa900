// The dashboard screen; the app route gives it the user, the wizard and whether preferences exist.
export { DashboardScreen, type DashboardScreenProps } from './components/dashboard-screen';
