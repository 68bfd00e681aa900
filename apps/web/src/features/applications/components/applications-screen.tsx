import { applicationMessages, type ApplicationBoard } from '@seeker/contract';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useApplicationBoard } from '../api/get-application-board';
import { useBoardFilters } from '../hooks/use-board-filters';
import { isBoardEmpty } from '../lib/board-cache';
import { hasFilters } from '../lib/board-filters';
import { Board } from './board';
import { BoardEmpty, BoardNoMatches } from './board-empty';
import { BoardFilters } from './board-filters';
import { BoardSkeleton } from './board-skeleton';
import { ExportLinks } from './export-links';
import { PipelineFunnel } from './pipeline-funnel';

/** "3 of 11 applications match the filters". */
function matchCount(board: ApplicationBoard) {
  const shown = board.columns.reduce((sum, column) => sum + column.total, 0);
  const saved = board.funnel.find((step) => step.stage === 'saved')?.count ?? shown;
  return `${shown} of ${saved} ${saved === 1 ? 'application matches' : 'applications match'} the filters`;
}

function BoardContent() {
  const { filters, setFilters, clearFilters } = useBoardFilters();
  const board = useApplicationBoard(filters);
  const data = board.data;
  const filtered = hasFilters(filters);

  const nothingSaved = data !== undefined && isBoardEmpty(data) && !filtered;
  return (
    <>
      {data && !nothingSaved ? <PipelineFunnel funnel={data.funnel} /> : null}
      {nothingSaved ? null : (
        <BoardFilters filters={filters} onChange={setFilters} onClear={clearFilters} companies={data?.companies ?? []} tags={data?.tags ?? []} />
      )}
      {/* Every change of the filters says what it did, in sight and to screen readers. */}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {data && filtered && !nothingSaved ? matchCount(data) : ''}
      </p>
      <QueryState
        query={board}
        loading={<BoardSkeleton />}
        message={applicationMessages.loadBoard}
        isEmpty={isBoardEmpty}
        empty={filtered ? <BoardNoMatches onClear={clearFilters} /> : <BoardEmpty />}
      >
        {(shown) => <Board board={shown} filters={filters} />}
      </QueryState>
    </>
  );
}

/** The Application Manager's board (issue 26): every saved job by pipeline status, filtered, moved by drag, keys or menu. */
export function ApplicationsScreen() {
  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Applications" subtitle="Every saved job, by where it stands" actions={<ExportLinks />} />
      <BoardContent />
    </div>
  );
}
