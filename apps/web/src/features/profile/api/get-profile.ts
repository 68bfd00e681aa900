import { userProfileSchema, type UserProfile } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const profileKeys = { detail: (userId: string) => ['profile', userId] as const };

export function getProfile({ userId, signal }: { userId: string; signal?: AbortSignal }): Promise<UserProfile> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/profile`, { schema: userProfileSchema, signal });
}

export function profileQueryOptions(userId: string) {
  return queryOptions({ queryKey: profileKeys.detail(userId), queryFn: ({ signal }) => getProfile({ userId, signal }) });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
