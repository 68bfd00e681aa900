import {
  savedJobSchema,
  savedJobMessages,
  type Application,
  type ApplicationBoard,
  type BoardCard,
  type SavedJob,
  type JobStatus,
  type UpdateJobRequest,
} from '@seeker/contract';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { savedJobsKeys } from '@/features/saved-jobs';
import { ApiError, apiFetch } from '@/lib/api-client';
import { applicationsKeys } from '../lib/applications-keys';
import { getApplicationBoard } from './get-application-board';
import { setCachedApplication } from '../lib/application-cache';
import { findCard, moveCard, patchCard, type CardPlace } from '../lib/board-cache';

export type MoveApplicationInput = { jobId: string; status: JobStatus };

/** Moving a card is the saved job's own status change (PATCH /api/jobs/{jobId}); the answer is the job as saved. */
export function moveApplication({ jobId, status }: MoveApplicationInput): Promise<SavedJob> {
  const change: UpdateJobRequest = { status };
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}`, { method: 'PATCH', body: change, schema: savedJobSchema });
}

type MoveContext = { places: [QueryKey, CardPlace][]; previousStatus: JobStatus | undefined };

/** What the card shows of the job as saved: when it reached its column, and what went with it when Applied. */
function cardFromJob(job: SavedJob): Partial<BoardCard> {
  const movedAt = job.statusHistory.at(-1)?.at;
  return {
    status: job.status,
    appliedWith: job.appliedWith ? { resumeTitle: job.appliedWith.resumeTitle, coverLetter: job.appliedWith.coverLetter } : null,
    ...(movedAt && !Number.isNaN(Date.parse(movedAt)) ? { inColumnSince: movedAt } : {}),
  };
}

/**
 * Moves an application along the pipeline from the board or its page: every cached board and the
 * application change at once, go back where they were if the server refuses, and `error` says so
 * (savedJobMessages.status, or the lost connection).
 */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: moveApplication,
    onMutate: async ({ jobId, status }): Promise<MoveContext> => {
      setError(null);
      await queryClient.cancelQueries({ queryKey: applicationsKeys.boards });
      const places: [QueryKey, CardPlace][] = [];
      for (const [key, board] of queryClient.getQueriesData<ApplicationBoard>({ queryKey: applicationsKeys.boards })) {
        const place = board && findCard(board, jobId);
        if (place) places.push([key, place]);
      }
      queryClient.setQueriesData<ApplicationBoard>({ queryKey: applicationsKeys.boards }, (board) =>
        board ? moveCard(board, jobId, status, { inColumnSince: new Date().toISOString() }) : board,
      );
      const previousStatus = queryClient.getQueryData<Application | null>(applicationsKeys.application(jobId))?.job.status;
      // A move to another status leaves the job's stage (the server does the same).
      setCachedApplication(queryClient, jobId, (application) =>
        application.job.status === status ? application : { ...application, stage: null, job: { ...application.job, status } },
      );
      return { places, previousStatus };
    },
    onSuccess: (job, { jobId }) => {
      queryClient.setQueriesData<ApplicationBoard>({ queryKey: applicationsKeys.boards }, (board) =>
        board ? patchCard(board, jobId, cardFromJob(job)) : board,
      );
      setCachedApplication(queryClient, jobId, (application) => ({ ...application, job }));
    },
    onError: (failure, { jobId }, context) => {
      // The card goes back to its column and place; other cards moved meanwhile stay where they went.
      for (const [key, place] of context?.places ?? []) {
        queryClient.setQueryData<ApplicationBoard>(key, (board) => (board ? moveCard(board, jobId, place.status, place.card, place.index) : board));
      }
      const previousStatus = context?.previousStatus;
      if (previousStatus)
        setCachedApplication(queryClient, jobId, (application) => ({ ...application, job: { ...application.job, status: previousStatus } }));
      setError(failure instanceof ApiError && failure.code === 'NETWORK_ERROR' ? failure.message : savedJobMessages.status);
    },
    onSettled: (_job, _error, { jobId }) => {
      // The dashboard's tiles and lists count statuses; the timeline gains the move; the funnel counts it.
      void queryClient.invalidateQueries({ queryKey: savedJobsKeys.all });
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.application(jobId) });
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.tables });
      void refreshCounts(queryClient);
    },
  });
  const { mutate } = mutation;
  return {
    move: useCallback((jobId: string, status: JobStatus) => mutate({ jobId, status }), [mutate]),
    error,
    dismissError: useCallback(() => setError(null), []),
  };
}

/**
 * The boards on screen take the server's funnel and column counts after a move, keeping their cards as
 * they are (those loaded with "Show more" too); boards not on screen are read afresh when next shown.
 */
async function refreshCounts(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: applicationsKeys.boards, refetchType: 'none' });
  const shown = queryClient.getQueryCache().findAll({ queryKey: applicationsKeys.boards, type: 'active' });
  await Promise.all(
    shown.map(async (query) => {
      const [, , filters] = query.queryKey as ReturnType<typeof applicationsKeys.board>;
      const fresh = await getApplicationBoard({ filters }).catch(() => null);
      if (!fresh) return;
      queryClient.setQueryData<ApplicationBoard>(query.queryKey, (board) => (board ? withCountsOf(board, fresh) : board));
    }),
  );
}

/** A board's cards with another reading's funnel and column totals ("Show more" keeps counting from its cards). */
function withCountsOf(board: ApplicationBoard, fresh: ApplicationBoard): ApplicationBoard {
  const totals = new Map(fresh.columns.map((column) => [column.status, column.total]));
  return {
    ...board,
    funnel: fresh.funnel,
    companies: fresh.companies,
    tags: fresh.tags,
    columns: board.columns.map((column) => {
      const total = totals.get(column.status) ?? column.total;
      return { ...column, total, nextOffset: column.cards.length < total ? column.cards.length : null };
    }),
  };
}
