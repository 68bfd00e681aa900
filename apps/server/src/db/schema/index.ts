export * from './auth';
export * from './user-profiles';
