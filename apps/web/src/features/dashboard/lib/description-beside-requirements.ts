const bullet = /^[•\-*]\s+/;
/** A short line that heads what follows ("Requirements", "What you'll bring:"), not a sentence. */
const heading = (line: string) => line.length <= 60 && !/[.!?]$/.test(line);

/**
 * The description as a card shows it above its requirement chips: the bullet lines the chips already
 * list go, and so does a heading left with nothing under it. Everything else stays, in order.
 */
export function descriptionBesideRequirements(description: string, requirements: string[]): string {
  const listed = new Set(requirements.map((item) => item.trim().toLowerCase()));
  if (listed.size === 0) return description;
  const lines = description.split('\n');
  const shown = lines.map((line) => !(bullet.test(line.trim()) && listed.has(line.trim().replace(bullet, '').toLowerCase())));
  for (const [index, line] of lines.entries()) {
    if (!shown[index] || !heading(line.trim()) || bullet.test(line.trim())) continue;
    let next = index + 1;
    while (next < lines.length && lines[next]!.trim() === '') next++;
    // Its list went with the chips, and nothing of its own follows before the next block.
    let end = next;
    while (end < lines.length && lines[end]!.trim() !== '' && !shown[end]) end++;
    if (next < lines.length && !shown[next] && (end === lines.length || lines[end]!.trim() === '')) shown[index] = false;
  }
  return lines
    .filter((_line, index) => shown[index])
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
