/** One company board's key in source_health and the postings index: "greenhouse:acme". */
export function boardKey(provider: string, slug: string) {
  return `${provider}:${slug.toLowerCase()}`;
}
