import { authMessages, errorStatus, type ErrorCode } from '@seeker/contract';

/** The only error type routes throw on purpose; the error handler turns it into `{error:{code,message}}`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = errorStatus[code];
  }

  static unauthenticated() {
    return new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
  }

  static forbidden() {
    return new AppError('FORBIDDEN', authMessages.forbidden);
  }

  static notFound(message = 'Not found') {
    return new AppError('NOT_FOUND', message);
  }
}
