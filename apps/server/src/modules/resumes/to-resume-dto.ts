import type { Resume } from '@seeker/contract';
import type { resumes } from '../../db/schema';

type ResumeRow = Omit<typeof resumes.$inferSelect, 'layout' | 'llmStructure'>;

export function toResumeDto(row: ResumeRow): Resume {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    fileType: row.fileType,
    fileSize: row.fileSize,
    fileUrl: `/api/resumes/${row.id}/file`,
    docxUrl: row.metadata.docxPath ? `/api/resumes/${row.id}/file?format=docx` : null,
    storagePath: row.storagePath,
    hasText: row.hasText,
    textLength: row.text.length,
    structureConfirmedAt: row.structureConfirmedAt?.toISOString() ?? null,
    metadata: {
      ...withoutDocxPath(row.metadata),
      fileSize: row.fileSize,
      fileType: row.fileType,
      uploadedAt: row.createdAt.toISOString(),
      storagePath: row.storagePath,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function withoutDocxPath({ docxPath: _docxPath, ...metadata }: ResumeRow['metadata']) {
  return metadata;
}
