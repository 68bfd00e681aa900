/**
 * Spec part 2 section 5: a URL may be viewed only if it parses as a URL and does not hold the literal
 * `user_id` (the old backend's unsubstituted template). Relative URLs (ours) resolve against the page.
 */
export function viewableUrl(url: string | null | undefined, origin = window.location.origin): string | null {
  if (!url || url.includes('user_id')) return null;
  try {
    return new URL(url, origin).toString();
  } catch {
    return null;
  }
}

/** The URLs to try, in order: the signed URL first, then the alternative; swapped once an alternative is asked for. */
export function documentUrls(signedUrl: string | null | undefined, alternativeUrl: string | null | undefined, swapped: boolean): string[] {
  const ordered = swapped ? [alternativeUrl, signedUrl] : [signedUrl, alternativeUrl];
  return [...new Set(ordered.map((url) => viewableUrl(url)).filter((url): url is string => url !== null))];
}
