import type { App } from '../../src/app';
import { multipart } from './multipart';
import type { SignedIn } from './sign-in';

/** POSTs one resume file (and optional metadata) as the signed-in user, the way the wizard does. */
export async function uploadResume(app: App, who: SignedIn, fileName: string, bytes: Buffer, metadata?: object, userId = who.userId) {
  const body = multipart([...(metadata ? [{ name: 'metadata', value: JSON.stringify(metadata) }] : []), { name: 'file', fileName, bytes }]);
  return app.inject({ method: 'POST', url: `/api/users/${userId}/resumes`, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
}
