export * from './auth';
export * from './user-profiles';
export * from './resumes';
export * from './preferences';
export * from './scheduled-searches';
export * from './agent-runs';
