// Settings: the Resume, Notifications and Account tabs, and Log Out.
export { SettingsScreen } from './components/settings-screen';
