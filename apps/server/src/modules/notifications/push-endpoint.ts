/**
 * Browsers' push services. A subscription's endpoint is a URL the browser hands us and we POST to, so
 * only these hosts (over https) are accepted: nobody can point our server at their own or an internal
 * address. PUSH_SERVICE_ORIGINS replaces the list (self-hosted push services, tests on loopback).
 */
export const knownPushHosts = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

/** Why we will not send to this endpoint, or undefined when it is a known push service. */
export function pushEndpointProblem(endpoint: string, allowedOrigins: readonly string[] | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL';
  }
  if (url.username || url.password) return 'endpoint must not carry credentials';
  if (allowedOrigins) return allowedOrigins.includes(url.origin) ? undefined : 'endpoint is not one of the push services this server sends to';
  if (url.protocol !== 'https:' || url.port !== '') return 'endpoint must be an https URL of a browser push service';
  const host = url.hostname.toLowerCase();
  const known = knownPushHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  return known ? undefined : 'endpoint is not a known browser push service';
}
