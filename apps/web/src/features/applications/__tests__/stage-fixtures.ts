import type { ApplicationStage, CreateStageRequest, JobStatus, StageRef, UpdateStageRequest } from '@seeker/contract';
import { jsonResponse, type MockRequest } from '@/test/mock-fetch';

// The user's custom stages as the server answers them, and a fake of their routes.

export function stageFixture(id: string, name: string, status: JobStatus = 'interviewing', position = 0): ApplicationStage {
  return { id, name, status, position };
}

/** A job put in a stage: where it stands after. */
export type StagedJob = { jobId: string; status: JobStatus; stage: StageRef | null };

type StageJob = { jobId: string; status: JobStatus };

/** Ids the fake gives stages added in a test, in order. */
const newIds = ['stage-new-1', 'stage-new-2', 'stage-new-3'];

/** Positions 0, 1, 2… within each status, in list order. */
const renumbered = (stages: ApplicationStage[]) =>
  stages.map((stage) => ({ ...stage, position: stages.filter((other) => other.status === stage.status).indexOf(stage) }));

/**
 * The stage routes over `initial` (kept in `state.stages`): list, add (last in its status), rename or move,
 * remove; and PUT /api/applications/{jobId}/stage for each job, answered as the server does (a stage moves
 * the job to its status; none keeps the job's status).
 */
export function fakeStageRoutes(initial: ApplicationStage[], jobs: () => StageJob[], onStaged: (staged: StagedJob) => void) {
  const state = { stages: renumbered(initial), added: 0 };
  const put =
    (jobId: string) =>
    ({ body }: MockRequest) => {
      const stageId = (body as { stageId: string | null }).stageId;
      const stage = state.stages.find((candidate) => candidate.id === stageId) ?? null;
      if (stageId !== null && !stage) return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Stage not found' } }, 404);
      const current = jobs().find((job) => job.jobId === jobId)?.status ?? 'new';
      const staged: StagedJob = { jobId, status: stage?.status ?? current, stage: stage && { id: stage.id, name: stage.name } };
      onStaged(staged);
      return jsonResponse({ status: staged.status, stage: staged.stage });
    };
  const patch =
    (id: string) =>
    ({ body }: MockRequest) => {
      const change = body as UpdateStageRequest;
      const stage = state.stages.find((candidate) => candidate.id === id);
      if (!stage) return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Stage not found' } }, 404);
      const renamed = { ...stage, ...(change.name ? { name: change.name } : {}) };
      const others = state.stages.filter((candidate) => candidate.id !== id);
      const siblings = others.filter((candidate) => candidate.status === stage.status);
      const at = change.position === undefined ? stage.position : Math.min(change.position, siblings.length);
      const before = siblings[at];
      const index = before ? others.indexOf(before) : others.lastIndexOf(siblings.at(-1)!) + 1;
      others.splice(siblings.length === 0 ? others.length : index, 0, renamed);
      state.stages = renumbered(others);
      return jsonResponse(state.stages.find((candidate) => candidate.id === id));
    };
  const remove = (id: string) => () => {
    state.stages = renumbered(state.stages.filter((candidate) => candidate.id !== id));
    return new Response(null, { status: 204 });
  };
  const ids = [...initial.map((stage) => stage.id), ...newIds];
  const routes = {
    'GET /api/application-stages': () => jsonResponse({ stages: state.stages }),
    'POST /api/application-stages': ({ body }: MockRequest) => {
      const { status, name } = body as CreateStageRequest;
      const stage: ApplicationStage = { id: newIds[state.added++]!, status, name: name.trim(), position: 0 };
      state.stages = renumbered([...state.stages, stage]);
      return jsonResponse(
        state.stages.find((candidate) => candidate.id === stage.id),
        201,
      );
    },
    ...Object.fromEntries(
      ids.flatMap((id) => [
        [`PATCH /api/application-stages/${id}`, patch(id)],
        [`DELETE /api/application-stages/${id}`, remove(id)],
      ]),
    ),
    ...Object.fromEntries(jobs().map((job) => [`PUT /api/applications/${job.jobId}/stage`, put(job.jobId)])),
  };
  return { routes, state };
}
