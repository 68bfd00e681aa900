import { errorBodySchema } from '@seeker/contract';

// The error answers the resume route files (routes.ts, structure-routes.ts) document.
export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** What an upload (a new resume, or a new file for one) may answer besides the errors of every route. */
export const uploadErrors = {
  ...errors,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};
