import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerWebApp } from './http/web-app';
import { authorization } from './modules/auth/authorize';
import type { Auth } from './modules/auth/create-auth';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { profileRoutes } from './modules/profile/routes';

export type AppDeps = {
  config: Pick<Config, 'publicUrl' | 'bodyLimitBytes' | 'google' | 'oidc' | 'logLevel'>;
  database: Database;
  auth: Auth;
  /** Built web app to serve; tests of the API alone leave it out. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp({ config, database, auth, webDistDir, logger = false }: AppDeps) {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
    frameworkErrors,
    // One line per request is noise at the default level; `LOG_LEVEL=debug` turns it on.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
  }).withTypeProvider<ZodTypeProvider>();
  const https = config.publicUrl.startsWith('https://');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        // Self-hosted over plain HTTP on a LAN must keep working.
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Seeker API', version: '1.0.0', description: 'Job-search assistant. Errors are {error:{code,message}}.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(authorization, { auth });
  await app.register(authRoutes, {
    auth,
    publicUrl: config.publicUrl,
    providers: { google: Boolean(config.google), oidc: Boolean(config.oidc) },
  });
  await app.register(healthRoutes, { sql: database });
  await app.register(profileRoutes, { db: database.db });
  await registerWebApp(app, webDistDir);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
