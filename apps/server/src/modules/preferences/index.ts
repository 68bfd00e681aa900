// What other modules may use of preferences.
// Read below the modules (db/saved-preferences), so that notifications can read a user's chosen type too.
export { getPreferences } from '../../db/saved-preferences';
