// Degree words and abbreviations as resumes write them: "B.S.", "BSc (Hons)", "M.Eng.", "Ph.D.", "MBA", "Dipl.-Ing.".
const abbreviation = String.raw`(?:[ABMD]\.?\s?(?:[AS]|Sc|Eng|Ed|Com|Tech|Arch|Des|Phil|Mus|Fin|BA|FA|PA|PH|SW|N)\.?|Ph\.?\s?D\.?|LL\.?[BM]\.?|J\.?D\.?|M\.?D\.?|BBA|MBA|EMBA|BFA|MFA|MPH|MSW|MPA|BSN|MSN|Dipl\.?-?\s?(?:Ing|Kfm|Inf)\.?)`;
const degreeWords = String.raw`(?:(?:Bachelor|Master|Doctor|Associate)(?:'s|s)?(?:\s+(?:of|in)\s+(?:Science|Arts|Engineering|Business Administration|Fine Arts|Laws|Philosophy|Education|Technology|Commerce|Applied Science))?(?:\s+degree)?|Diploma|Doctorate|PhD)`;
const honours = String.raw`(?:\s*\((?:Hons?|Honours|Honors)\.?\))?`;
const degreeAlone = new RegExp(String.raw`^(?:${abbreviation}|${degreeWords})${honours}$`, 'i');
const degreeThenField = new RegExp(
  String.raw`^(${abbreviation}${honours}|${degreeWords}${honours})(?:\s*[,:–—-]\s*|\s+in\s+|\s+of\s+|\s+)(.+)$`,
  'i',
);

/**
 * A degree line as the degree and its field: "B.S. Computer Science" → "B.S." + "Computer Science",
 * "Bachelor of Science in Physics" → "Bachelor of Science" + "Physics", "BSc (Hons) Economics" → "BSc (Hons)"
 * + "Economics". A line that does not start with a degree ("MBA", "Certificate in UX") stays whole, field empty.
 */
export function splitDegree(line: string): { degree: string; field: string } {
  const text = line.trim().replace(/\s+/g, ' ');
  const match = degreeAlone.test(text) ? null : degreeThenField.exec(text);
  if (!match) return { degree: text, field: '' };
  const field = match[2]!.replace(/^(?:in|of)\s+/i, '').trim();
  if (!field || /^(?:degree|program(?:me)?)$/i.test(field)) return { degree: text, field: '' };
  return { degree: match[1]!.trim(), field };
}
