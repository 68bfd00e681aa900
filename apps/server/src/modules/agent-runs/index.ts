// What other modules may use of agent-runs.
export { assertUnderRunLimit, recordAgentRun } from './record-agent-run';
export { type RunFinish, type RunProgress, createRunProgress, writeRunFinishes } from './run-progress';
