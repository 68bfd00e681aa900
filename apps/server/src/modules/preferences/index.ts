// What other modules may use of preferences.
export { getPreferences } from './get-preferences';
