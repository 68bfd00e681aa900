import type { ResumeStructure } from '@seeker/contract';

type Read = ResumeStructure['read'];

const everyWorkField: Read['work'][number]['uncertain'] = ['position', 'name', 'location', 'startDate', 'endDate', 'highlights'];
const everyEducationField: Read['education'][number]['uncertain'] = ['studyType', 'institution', 'startDate', 'endDate'];

/** Said when the text was read from images: OCR misreads letters and digits, so nothing it read is taken on trust. */
export const ocrProblem = 'This text was read from an image by OCR (a scan or a photo), which misreads letters and digits: check every field';

/**
 * The structure of a text OCR read (a scanned PDF, a photo): every field of every entry, and the name, email and
 * phone, marked unsure, and a problem saying why, first.
 */
export function markedAsReadByOcr<T extends Pick<ResumeStructure, 'resume' | 'read'>>(structure: T): T {
  const { read } = structure;
  return {
    ...structure,
    read: {
      basics: { uncertain: ['name', 'email', 'phone'] },
      work: read.work.map((entry) => ({ ...entry, uncertain: [...everyWorkField] })),
      education: read.education.map((entry) => ({ ...entry, uncertain: [...everyEducationField] })),
      problems: [ocrProblem, ...read.problems],
    },
  };
}
