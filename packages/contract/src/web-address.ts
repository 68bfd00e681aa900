import { z } from 'zod/mini';

/**
 * A pasted address as a browser's address bar takes it: a host name and its path without a scheme
 * ("boards.greenhouse.io/acme/jobs/1", "www.linkedin.com/in/ada") is an https address; anything else is
 * left as written, for the checks that follow to take or refuse.
 */
export function withWebScheme(text: string): string {
  const trimmed = text.trim();
  return /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d{1,5})?(?:[/?#]|$)/u.test(trimmed) ? `https://${trimmed}` : trimmed;
}

const webAddress = z.url({ protocol: /^https?$/ });

/** Whether the text is an http(s) address (after withWebScheme, as the fields that take one read it). */
export const isWebAddress = (text: string) => webAddress.safeParse(text).success;
