import { applicationMessages, type ApplicationBoard } from '@seeker/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { AddJobByLinkDialog, addedJobMessage } from '@/features/add-job-by-link';
import { useApplicationBoard } from '../api/get-application-board';
import { useBoardFilters } from '../hooks/use-board-filters';
import { useBoardLayout } from '../hooks/use-board-layout';
import { applicationsKeys } from '../lib/applications-keys';
import { isBoardEmpty } from '../lib/board-cache';
import { hasFilters } from '../lib/board-filters';
import { Board } from './board';
import { BoardEmpty, BoardNoMatches, NothingArchived } from './board-empty';
import { BoardView, LayoutSwitch } from './board-view';
import { ApplicationsTable } from './applications-table';
import { BoardFilters } from './board-filters';
import { BoardSkeleton } from './board-skeleton';
import { ExportLinks } from './export-links';
import { PipelineFunnel } from './pipeline-funnel';
import { StagesDialog } from './stages-dialog';

/** Every job saved, archived or not. */
const savedCount = (board: ApplicationBoard) => board.funnel.find((step) => step.stage === 'saved')?.count ?? 0;

/** "3 of 11 applications match the filters". */
function matchCount(board: ApplicationBoard) {
  const shown = board.columns.reduce((sum, column) => sum + column.total, 0);
  const saved = savedCount(board);
  return `${shown} of ${saved} ${saved === 1 ? 'application matches' : 'applications match'} the filters`;
}

function BoardContent() {
  const { filters, setFilters, clearFilters } = useBoardFilters();
  const { layout, setLayout, sort, sortBy } = useBoardLayout();
  const board = useApplicationBoard(filters);
  const data = board.data;
  const filtered = hasFilters(filters);

  // Nothing saved at all: the funnel counts every job, archived ones too (an empty view is not that: it says so itself).
  const nothingSaved = data !== undefined && savedCount(data) === 0;
  const empty = filtered ? <BoardNoMatches onClear={clearFilters} /> : filters.archived ? <NothingArchived /> : <BoardEmpty />;
  return (
    <>
      {data && !nothingSaved ? <PipelineFunnel funnel={data.funnel} /> : null}
      {nothingSaved ? null : (
        <div className="flex flex-wrap gap-2">
          <BoardView archived={filters.archived} onChange={(archived) => setFilters({ archived })} />
          <LayoutSwitch layout={layout} onChange={setLayout} />
        </div>
      )}
      {nothingSaved ? null : (
        <BoardFilters filters={filters} onChange={setFilters} onClear={clearFilters} companies={data?.companies ?? []} tags={data?.tags ?? []} />
      )}
      {/* Every change of the filters says what it did, in sight and to screen readers. */}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {data && filtered && !nothingSaved ? matchCount(data) : ''}
      </p>
      {layout === 'table' && !nothingSaved ? (
        <ApplicationsTable filters={filters} sort={sort} onSort={sortBy} empty={empty} />
      ) : (
        <QueryState query={board} loading={<BoardSkeleton />} message={applicationMessages.loadBoard} isEmpty={isBoardEmpty} empty={empty}>
          {(shown) => <Board board={shown} filters={filters} />}
        </QueryState>
      )}
    </>
  );
}

/** The board's own "Add job": a link read, or a job typed in, lands in New like any saved job. */
function AddJob({ onAdded }: { onAdded: (message: string) => void }) {
  const queryClient = useQueryClient();
  return (
    <AddJobByLinkDialog
      label="Add a job"
      look="default"
      onAdded={(result) => {
        void queryClient.invalidateQueries({ queryKey: applicationsKeys.all });
        onAdded(addedJobMessage(result));
      }}
    />
  );
}

/** The Application Manager's board (issue 26): every saved job by pipeline status, filtered, moved by drag, keys or menu. */
export function ApplicationsScreen() {
  const [added, setAdded] = useState('');
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Applications"
        subtitle="Every saved job, by where it stands"
        actions={
          <>
            <AddJob onAdded={setAdded} />
            <StagesDialog />
            <ExportLinks />
          </>
        }
      />
      <p role="status" className={added ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {added}
      </p>
      <BoardContent />
    </div>
  );
}
