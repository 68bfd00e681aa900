// What other modules may use of auth.
export { type SessionUser, assertOwner } from './authorize';
export { type Auth } from './create-auth';
export { removeUserFiles, userFileKeys } from './delete-user-files';
export { lockOwner } from './lock-owner';
export { toWebHeaders } from './web-request';
