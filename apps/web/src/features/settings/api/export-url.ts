/** The ZIP of everything the user has (JSON plus their files), downloaded by the browser itself. */
export const exportUrl = (userId: string) => `/api/users/${encodeURIComponent(userId)}/export`;
