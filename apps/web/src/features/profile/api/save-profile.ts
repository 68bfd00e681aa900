import { userProfileSchema, type EditableProfile, type UserProfile } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { profileKeys } from './get-profile';

export function saveProfile({ userId, profile }: { userId: string; profile: EditableProfile }): Promise<UserProfile> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/profile`, { method: 'PUT', body: profile, schema: userProfileSchema });
}

export function useSaveProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: EditableProfile) => saveProfile({ userId, profile }),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.detail(userId), saved),
  });
}
