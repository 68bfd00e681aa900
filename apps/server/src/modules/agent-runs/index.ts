// What other modules may use of agent-runs.
export { assertUnderRunLimit, recordAgentRun } from './record-agent-run';
export { type RunProgress, createRunProgress } from './run-progress';
