// The ways one source label names an occupation: ESCO writes a title's masculine and feminine forms as one label
// ("Lagerist/Lageristin", "vendeur/vendeuse"); O*NET puts an abbreviation or its expansion in brackets
// ("Registered Nurse (RN)", "CDL Driver (Commercial Driver's License Driver)").
export function titleVariants(label: string): string[] {
  const variants = new Set<string>();
  const add = (text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (trimmed.length >= 2) variants.add(trimmed);
  };
  for (const form of splitForms(label)) {
    add(form);
    // "Kindergärtner/in", "Mitarbeiter/-in": the feminine form is a title of its own ("Kindergärtnerin").
    const feminine = form.replace(/(\p{L}{3})\/-?in\b/gu, '$1in');
    if (feminine !== form) add(feminine);
    const bracketed = /^(.+?)\s*\(([^()]+)\)\s*(.*)$/.exec(form);
    if (!bracketed) continue;
    const [, before, inside, after] = bracketed as unknown as [string, string, string, string];
    add(`${before} ${after}`);
    add(inside);
  }
  return [...variants];
}

// "Lagerist/Lageristin" and "Technischer Leiter für Bühne/Technische Leiterin für Bühne" are two forms; "24/7" and
// "and/or" are not (a slash between spaces or digits, or with a short side, joins words).
function splitForms(label: string): string[] {
  if (!/\p{L}\/\p{L}/u.test(label)) return [label];
  const sides = label.split(/(?<=\p{L})\/(?=\p{L})/u);
  return sides.every((side) => side.trim().length >= 4) ? [label, ...sides] : [label];
}
