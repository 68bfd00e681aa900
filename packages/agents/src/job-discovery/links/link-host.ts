/**
 * The address's host as the sources' hosts are compared with it: the parser's lower case, without the
 * trailing dot of its fully qualified form. "boards.greenhouse.io." (or "…io%2E") is the same host, so
 * the same board, read under the same interval and limits, not a page of some other site.
 */
export const linkHost = (url: URL) => url.hostname.toLowerCase().replace(/\.$/, '');

/** An address a reader follows at all: http(s), on the scheme's own port, without a user name or password. */
export const isPlainWebLink = (url: URL) => (url.protocol === 'https:' || url.protocol === 'http:') && !url.port && !url.username && !url.password;
