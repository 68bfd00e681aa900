export type DiffLine = { kind: 'same' | 'removed' | 'added'; text: string };

/**
 * Line by line, what a change took out and put in (a longest-common-subsequence diff: resumes are a
 * few dozen lines, so the quadratic table is small).
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const left = before === '' ? [] : before.split('\n');
  const right = after === '' ? [] : after.split('\n');
  const table = Array.from({ length: left.length + 1 }, () => new Array<number>(right.length + 1).fill(0));
  for (let i = left.length - 1; i >= 0; i--) {
    for (let j = right.length - 1; j >= 0; j--) {
      table[i]![j] = left[i] === right[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (i < left.length && j < right.length && left[i] === right[j]) {
      lines.push({ kind: 'same', text: left[i]! });
      i++;
      j++;
    } else if (i < left.length && (j === right.length || table[i + 1]![j]! >= table[i]![j + 1]!)) {
      // What went comes before what came, as diffs read.
      lines.push({ kind: 'removed', text: left[i]! });
      i++;
    } else {
      lines.push({ kind: 'added', text: right[j]! });
      j++;
    }
  }
  return lines;
}
