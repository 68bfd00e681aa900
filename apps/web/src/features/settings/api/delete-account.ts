import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Removes every record and file of the user; the server also ends the session. */
export function deleteAccount({ userId, confirmation }: { userId: string; confirmation: string }): Promise<void> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/delete-account`, { method: 'POST', body: { confirmation } });
}

/** On success nothing of the deleted user stays cached, and a fresh load shows the sign-in screen. */
export function useDeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      onDeleted();
    },
  });
}
