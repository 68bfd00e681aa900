/**
 * Routes with path parameters and no 401: holding the URL is the authorization, so there is no
 * "other user" to try, and the cross-user matrix leaves them out (the request fuzzer still covers them).
 * Every entry needs a comment saying why a session is not the right check.
 */
export const capabilityRoutes: Record<string, string> = {
  // A signed, expiring token minted by POST /api/resumes/{resumeId}/signed-url for the owner; it is
  // handed to viewers and download managers that carry no cookie.
  'GET /api/files/{token}': 'signed resume download link',
  // The link mailed to a new alert address: opened from that mailbox, often on another device without a
  // session; the 256-bit token (stored hashed, valid 24 h, used once) is the proof of owning the address.
  'GET /api/alert-email/confirm/{token}': 'alert-email confirmation page',
  'POST /api/alert-email/confirm/{token}': 'alert-email confirmation',
};
