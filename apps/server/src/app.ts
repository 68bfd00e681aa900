import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import type { Config } from './config';
import type { Database } from './db/client';
import { createDocumentReader, type DocumentReader } from './documents/document-reader';
import { createPageReader, type PageReader } from './pages/page-reader';
import { createDocumentRenderer, type DocumentRenderer } from './rendering/document-renderer';
import { refuseCrossSiteWrites } from './http/cross-site-writes';
import { registerJsonBodyParser } from './http/json-body-parser';
import { openApiTransform } from './http/openapi-transform';
import { createServer, registerObservability } from './create-server';
import type { FastifyBaseLogger } from 'fastify';
import { registerWebApp } from './http/web-app';
import { authorization } from './modules/auth/authorize';
import type { Auth } from './modules/auth/create-auth';
import { authRoutes } from './modules/auth/routes';
import { builtInKnowledgeOnly, type OccupationKnowledge } from './taxonomy/occupation-knowledge';
import { agentRunRoutes } from './modules/agent-runs/routes';
import { jobSearchRoutes } from './modules/job-search/routes';
import { preferencesRoutes } from './modules/preferences/routes';
import { profileRoutes } from './modules/profile/routes';
import { settingsRoutes } from './modules/settings/routes';
import { placeRoutes } from './modules/places/routes';
import { resumeRoutes } from './modules/resumes/routes';
import { savedJobRoutes } from './modules/saved-jobs/routes';
import { addJobByLinkRoutes } from './modules/add-job-by-link/routes';
import { AddRateLimiter } from './modules/quotas';
import { applicationRoutes } from './modules/applications';
import { resumeTailoringRoutes } from './modules/resume-tailoring/routes';
import { coverLetterRoutes } from './modules/resume-tailoring/cover-letter-routes';
import { jobSourceRoutes } from './modules/postings/routes';
import { companyResearchRoutes } from './modules/company-research/routes';
import { createResearchSources, type ResearchSources } from './research-sources/research-sources';
import { noResearchSources } from './research-sources/research-settings';
import type { FileStore } from './storage/file-store';
import { createJobSources, type JobSources } from './job-sources/job-sources';
import { noJobSources } from './job-sources/source-settings';
import { createSearchRunner } from './modules/job-search/search-runner';
import type { Llm } from '@seeker/agents';
import { notificationRoutes } from './modules/notifications';
import { scheduledSearchRoutes, scheduleOwner } from './modules/scheduled-searches';
import { schedulerRoutes } from './modules/scheduler';
import { schedulerDeps, schedulingParts, type Scheduling } from './scheduling';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Resolves once background work started by requests (onboarding searches) has finished, or after 10 s. */
    settleBackgroundWork: () => Promise<void>;
  }
}

export type AppDeps = {
  config: Pick<Config, 'publicUrl' | 'bodyLimitBytes' | 'google' | 'oidc' | 'logLevel' | 'signedUrlTtlSeconds' | 'trustProxy' | 'trustedOrigins'> &
    Partial<Pick<Config, 'schedulerUrl' | 'metricsToken'>>;
  database: Database;
  auth: Auth;
  files: FileStore;
  /** Key for signed file URLs. */
  signingSecret: string;
  /** Reads uploaded documents in worker threads; made (and closed with the app) when not given. */
  documents?: DocumentReader;
  /** Reads fetched job pages in a worker thread; made (and closed with the app) when not given. */
  pages?: PageReader;
  /** Makes PDFs and DOCX files (tailored resumes, cover letters) in worker threads; made (and closed with the app) when not given. */
  renderer?: DocumentRenderer;
  /** Built web app to serve; tests of the API alone leave it out. */
  webDistDir?: string;
  /** The process's JSON logger (better-auth writes to it too); tests leave it out for silence. */
  logger?: FastifyBaseLogger;
  /** Public job sources; none when not given (tests pass fakes on loopback). */
  sources?: JobSources;
  /** Company research sources; none when not given (tests pass fakes on loopback). */
  research?: ResearchSources;
  /** An OpenAI-compatible model for the optional re-rank; searches are deterministic without it. */
  llm?: Llm;
  /** Scheduling: the slot queue (attached once the job runner starts), the service token, email and push. */
  scheduling: Scheduling;
  /** Whether this process's job runner has started, for readiness; by default, whether the scheduler's queue is attached. */
  jobRunnerStarted?: () => boolean;
  /** ESCO and O*NET occupations installed into DATA_DIR (decision 0046); the built-in vocabulary alone when not given. */
  occupations?: OccupationKnowledge;
};

/**
 * Searches one API process runs at once (more wait their turn, users taking turns): PGlite serves one
 * statement at a time, so a third search would only slow the two; PostgreSQL has a pool of 10 connections.
 */
const searchConcurrency = { pglite: 2, postgres: 4 } as const;

export async function buildApp({
  config,
  database,
  auth,
  files,
  signingSecret,
  documents = createDocumentReader(),
  renderer = createDocumentRenderer(),
  pages = createPageReader(),
  webDistDir,
  logger,
  sources,
  research = createResearchSources(noResearchSources, ''),
  llm,
  scheduling,
  jobRunnerStarted = () => scheduling.queue.ready(),
  occupations = builtInKnowledgeOnly,
}: AppDeps) {
  const https = config.publicUrl.startsWith('https://');
  const { app, http } = createServer({ config, logger, secureCookies: https });
  app.addHook('onClose', () => documents.close());
  app.addHook('onClose', () => renderer.close());
  app.addHook('onClose', () => pages.close());
  const jobSources = sources ?? createJobSources(noJobSources(config.publicUrl));
  const runner = createSearchRunner({ db: database.db, sources: jobSources, research, llm, occupations, log: app.log }, app.log, {
    concurrency: searchConcurrency[database.kind],
  });
  const { schedules, execute, delivery } = schedulingParts(
    { db: database.db, sources: jobSources, research, llm, occupations, log: app.log },
    scheduling,
    config,
  );
  // Background searches finish their save before the database closes.
  app.addHook('onClose', () => runner.close());
  app.decorate('settleBackgroundWork', () => runner.close());
  // Our API speaks JSON (and multipart for uploads); plain text bodies are refused with 415.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);

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
    transform: openApiTransform,
  });
  // The OpenAPI document itself; any OpenAPI viewer or client generator can load it from here.
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  refuseCrossSiteWrites(app, [config.publicUrl, ...config.trustedOrigins]);
  await app.register(authorization, { auth });
  await app.register(authRoutes, {
    auth,
    publicUrl: config.publicUrl,
    providers: { google: Boolean(config.google), oidc: Boolean(config.oidc) },
  });
  await registerObservability(app, {
    database,
    http,
    metricsToken: config.metricsToken,
    jobRunnerStarted,
    knowledge: () => occupations.status(),
    pools: { 'document-reader': () => documents.stats(), 'document-renderer': () => renderer.stats(), 'page-reader': () => pages.stats() },
  });
  await app.register(profileRoutes, { db: database.db });
  await app.register(settingsRoutes, { db: database.db, files, auth, schedules });
  await app.register(preferencesRoutes, schedules);
  await app.register(placeRoutes);
  await app.register(resumeRoutes, {
    db: database.db,
    files,
    documents,
    signingSecret,
    signedUrlTtlSeconds: config.signedUrlTtlSeconds,
    llm,
    occupations,
  });
  await app.register(jobSearchRoutes, { db: database.db, runner });
  await app.register(agentRunRoutes, { db: database.db });
  await app.register(jobSourceRoutes, { db: database.db, sources: jobSources });
  await app.register(savedJobRoutes, { db: database.db, changes: database.userDataChanges });
  // One count of each user's adds, shared by the routes that add (quotas/add-rate.ts).
  const adds = new AddRateLimiter();
  await app.register(addJobByLinkRoutes, { db: database.db, sources: jobSources, pages, adds, occupations });
  await app.register(applicationRoutes, { db: database.db, publicUrl: config.publicUrl, adds, occupations });
  await app.register(resumeTailoringRoutes, {
    db: database.db,
    files,
    renderer,
    llm,
    signingSecret,
    signedUrlTtlSeconds: config.signedUrlTtlSeconds,
    occupations,
  });
  await app.register(coverLetterRoutes, { db: database.db, renderer, llm, occupations });
  await app.register(companyResearchRoutes, { db: database.db, research, llm });
  await app.register(scheduledSearchRoutes, { schedules, execute, token: scheduling.token });
  await app.register(schedulerRoutes, {
    scheduler: schedulerDeps(database.db, scheduling),
    token: scheduling.token,
    ownerOf: (scheduleId) => scheduleOwner(database.db, scheduleId),
  });
  await app.register(notificationRoutes, { delivery });
  await registerWebApp(app, webDistDir, { secureCookies: https });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
