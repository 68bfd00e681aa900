import type { AuthProviders } from '@seeker/contract';
import { authProvidersSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertAuthRequestBody } from './auth-request-schemas';
import { clientIpHeader, type Auth } from './create-auth';
import { toWebHeaders } from './web-request';

type Options = { auth: Auth; publicUrl: string; providers: AuthProviders };

/** better-auth's endpoints under /api/auth/* (its own protocol and error bodies), plus which providers exist. */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, publicUrl, providers }) => {
  app.get(
    '/api/auth-providers',
    { schema: { tags: ['auth'], summary: 'Sign-in methods offered besides guest and email', response: { 200: authProvidersSchema } } },
    async () => providers,
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      // The decoded path the router matched (`/%61pi/auth/x` is `/api/auth/x`), so every check sees what better-auth sees.
      const pathname = encodeURI(`/api/auth/${(request.params as { '*': string })['*']}`);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      if (hasBody) assertAuthRequestBody(pathname, request.body);
      const headers = toWebHeaders(request.headers);
      headers.set(clientIpHeader, request.ip);
      const response = await auth.handler(
        new Request(new URL(`${pathname}${search}`, publicUrl), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
};
