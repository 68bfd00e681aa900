/**
 * Routes with path parameters and no 401: holding the URL is the authorization, so there is no
 * "other user" to try, and the cross-user matrix leaves them out (the request fuzzer still covers them).
 * Every entry needs a comment saying why a session is not the right check.
 */
export const capabilityRoutes: Record<string, string> = {
  // A signed, expiring token minted by POST /api/resumes/{resumeId}/signed-url for the owner; it is
  // handed to viewers and download managers that carry no cookie.
  'GET /api/files/{token}': 'signed resume download link',
};
