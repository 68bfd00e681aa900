export * from './errors';
export * from './auth';
export * from './health';
export * from './profile';
export * from './schedule-format';
export * from './preferences';
export * from './resumes';
export * from './agents';
