/** A posting date as people read it ("Nov 20, 2026"); an unreadable one is shown as given. */
export function formatPostedDate(iso: string, locale?: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
