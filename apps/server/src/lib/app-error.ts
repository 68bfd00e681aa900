import { authMessages, errorStatus, type ErrorCode, type ErrorDetail } from '@seeker/contract';

/** The only error type routes throw on purpose; the error handler turns it into `{error:{code,message,details?}}`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The refused fields, for VALIDATION_ERROR: the web shows each message at its field. */
    readonly details?: ErrorDetail[],
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
