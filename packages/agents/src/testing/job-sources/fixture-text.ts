// Text the fakes derive from a fixture job, the same way for every source that needs it.

/** The fixture's HTML as one line of text: tags become spaces, entities stay as written. */
export function tagsRemoved(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower-case letters and digits joined by "-", as job-page URLs are written ("job" when none are left). */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'job'
  );
}
