import { profileFromResumeSchema, type ProfileFromResumeResponse } from '@seeker/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** What the newest resume states for the profile's lists; asked for on a click, so a mutation-style hook. */
export function getProfileFromResume(userId: string): Promise<ProfileFromResumeResponse> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/profile/from-resume`, { schema: profileFromResumeSchema });
}

export function useProfileFromResume(userId: string) {
  return useMutation({ mutationFn: () => getProfileFromResume(userId) });
}
