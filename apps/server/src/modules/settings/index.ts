// What other parts of the server may use of settings.
export { deleteAccount, type DeleteAccountDeps } from './delete-account';
