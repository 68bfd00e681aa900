import { toOneLine } from '@seeker/contract';

export const quote = (text: string) => {
  const line = toOneLine(text);
  return `“${line.length > 80 ? `${line.slice(0, 77).trimEnd()}…` : line}”`;
};

type LeftOutKind = 'role' | 'degree' | 'skill' | 'language' | 'detail';

/** What the guard left out, said on the check step as problems, one line for each kind. */
export class LeftOut {
  private readonly kinds: Record<LeftOutKind, string[]> = { role: [], degree: [], skill: [], language: [], detail: [] };
  add(kind: LeftOutKind, what: string) {
    this.kinds[kind].push(what);
  }
  problems(): string[] {
    const listed = (items: string[]) => (items.length > 5 ? `${items.slice(0, 5).join(', ')} and ${items.length - 5} more` : items.join(', '));
    const named = (items: string[], one: string, many: string) =>
      items.length === 0
        ? []
        : [
            `${items.length === 1 ? `a ${one}` : `${items.length} ${many}`} the LLM named that the document does not show ${items.length === 1 ? 'was' : 'were'} left out: ${listed(items)}`,
          ];
    const { role, degree, skill, language, detail } = this.kinds;
    return [
      ...named(role, 'role', 'roles'),
      ...named(degree, 'degree', 'degrees'),
      ...named(skill, 'skill', 'skills'),
      ...named(language, 'language', 'languages'),
      ...(detail.length > 0 ? [`details the LLM gave that the document does not write were left out: ${listed(detail)}`] : []),
    ];
  }
}
