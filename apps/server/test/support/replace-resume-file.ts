import type { App } from '../../src/app';
import { multipart } from './multipart';
import type { SignedIn } from './sign-in';
import { testOrigin } from './test-app';

/** Settings' Update: PUTs a new file for one of the signed-in user's resumes, the way the Resume tab does. */
export function replaceResumeFile(app: App, who: SignedIn, resumeId: string, fileName: string, bytes: Buffer) {
  const body = multipart([{ name: 'file', fileName, bytes }]);
  return app.inject({
    method: 'PUT',
    url: `/api/resumes/${resumeId}/file`,
    headers: { ...body.headers, cookie: who.cookie, origin: testOrigin },
    payload: body.payload,
  });
}
