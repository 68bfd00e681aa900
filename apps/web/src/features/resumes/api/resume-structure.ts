import { resumeStructureSchema, type ConfirmedResume, type ResumeStructure } from '@seeker/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const path = (resumeId: string) => `/api/resumes/${encodeURIComponent(resumeId)}/structure`;
/** Without a fileVersion (fields typed by hand when no reading could be loaded) the server checks against none. */
const versionQuery = (fileVersion: string) => (fileVersion ? `?fileVersion=${encodeURIComponent(fileVersion)}` : '');
const confirmPath = (resumeId: string, fileVersion: string) => `/api/resumes/${encodeURIComponent(resumeId)}/structure${versionQuery(fileVersion)}`;

/** What Seeker read from one of the user's resumes as fields, or the fields they confirmed. */
export function getResumeStructureQueryOptions(resumeId: string) {
  return queryOptions({
    queryKey: ['resume-structure', resumeId],
    queryFn: ({ signal }) => apiFetch(path(resumeId), { schema: resumeStructureSchema, signal }),
    // The screen is a form: a refetch would not replace what the user is editing, but must not flicker it either.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResumeStructure(resumeId: string) {
  return useQuery(getResumeStructureQueryOptions(resumeId));
}

function useStructureMutation<Input>(send: (input: Input) => Promise<ResumeStructure>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (structure) => {
      queryClient.setQueryData(getResumeStructureQueryOptions(structure.resumeId).queryKey, structure);
      return queryClient.invalidateQueries({ queryKey: ['resumes'] });
    },
  });
}

/** Confirms the fields as the user corrected them: tailoring and "Fill from my resume" read them from now on. */
export function useConfirmResumeStructure() {
  return useStructureMutation(({ resumeId, fileVersion, resume }: { resumeId: string; fileVersion: string; resume: ConfirmedResume }) =>
    // The version of the file the fields were checked against: a file replaced meanwhile is refused (409), not overwritten.
    apiFetch(confirmPath(resumeId, fileVersion), { method: 'PUT', body: resume, schema: resumeStructureSchema }),
  );
}

/** Forgets the confirmed fields: Seeker reads the file again. */
export function useForgetResumeStructure() {
  return useStructureMutation(({ resumeId }: { resumeId: string }) => apiFetch(path(resumeId), { method: 'DELETE', schema: resumeStructureSchema }));
}
