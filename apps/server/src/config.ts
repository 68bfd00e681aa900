import path from 'node:path';
import { z } from 'zod';
import { readJobSourceSettings, type JobSourceSettings } from './job-sources/source-settings';
import { defaultCustomScheduleMinMinutes } from './lib/time/next-run-at';
import { researchEnvShape, researchSettings, type ResearchSettings } from './research-sources/research-settings';
import type { PublisherFile } from './taxonomy/download-file';
import { publisherReleases, readReleasesFile } from './taxonomy/publisher-releases';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    TRUSTED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    AUTH_RATE_LIMIT: z
      .enum(['on', 'off'])
      .default('on')
      .transform((value) => value === 'on'),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_REGION: z.string().min(1).default('us-east-1'),
    SIGNED_URL_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(10)
      .max(7 * 24 * 3600)
      .default(15 * 60),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(1024 * 1024),
    LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    LLM_MODEL: optionalString,
    LLM_API_KEY: optionalString,
    SCHEDULER_URL: z.url({ protocol: /^https?$/ }).optional(),
    SCHEDULER_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    SCHEDULED_SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    MIN_FREE_DISK_MB: z.coerce
      .number()
      .int()
      .min(0)
      .max(1024 * 1024)
      .default(256),
    CUSTOM_SCHEDULE_MIN_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(defaultCustomScheduleMinMinutes),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    SMTP_FROM: optionalString,
    PUSH_SERVICE_ORIGINS: z
      .string()
      .optional()
      .transform((value) =>
        value
          ?.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ })).optional()),
    PUSH_CONTACT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL')
      .optional(),
    // Whether a first start with no occupation index installed downloads ESCO and O*NET from their publishers
    // (taxonomy/background-install.ts), and which releases: the publishers' (publisher-releases.ts) or a file's.
    TAXONOMY_DOWNLOAD: z
      .enum(['on', 'off'])
      .default('off')
      .transform((value) => value === 'on'),
    TAXONOMY_RELEASES: optionalString,
    ...researchEnvShape,
  })
  .superRefine((env, ctx) => {
    if (env.ROLE !== 'all' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ROLE'],
        message: `${env.ROLE} needs DATABASE_URL: the embedded database serves one process, so run ROLE=all`,
      });
    }
    if (env.ROLE !== 'all' && !env.BETTER_AUTH_SECRET) {
      // Each process would otherwise generate its own secret and refuse the others' sessions and links.
      ctx.addIssue({
        code: 'custom',
        path: ['BETTER_AUTH_SECRET'],
        message: `is required with ROLE=${env.ROLE}: every process must share one secret`,
      });
    }
    if (env.SCHEDULER_URL && !env.SCHEDULER_TOKEN) {
      // The scheduler elsewhere only takes calls that carry its token.
      ctx.addIssue({ code: 'custom', path: ['SCHEDULER_TOKEN'], message: 'is required when SCHEDULER_URL is set: the same token as that scheduler' });
    }
    // Settings that only work together, named by what they turn on.
    const groups: Record<string, (keyof typeof env)[]> = {
      'Google sign-in': ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      'OIDC sign-in': ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
      'S3 file storage': ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      'the LLM': ['LLM_BASE_URL', 'LLM_MODEL'],
      'email notifications': ['SMTP_URL', 'SMTP_FROM'],
    };
    for (const [name, keys] of Object.entries(groups)) {
      const set = keys.filter((key) => env[key] !== undefined);
      if (set.length > 0 && set.length < keys.length) {
        for (const key of keys.filter((k) => !set.includes(k))) {
          ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${set.join(', ')} is set (${name})` });
        }
      }
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  role: 'all' | 'api' | 'worker';
  logLevel: string;
  trustedOrigins: string[];
  trustProxy: boolean;
  authRateLimit: boolean;
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | undefined;
  signedUrlTtlSeconds: number;
  bodyLimitBytes: number;
  jobSources: JobSourceSettings;
  /** Company research sources, their base URLs and the facts cache time. */
  research: ResearchSettings;
  /** Any OpenAI-compatible server (Ollama, vLLM, OpenAI); without it every agent uses its deterministic engine. */
  llm: { baseUrl: string; model: string; apiKey: string | undefined } | undefined;
  /** A scheduler service elsewhere; by default this server schedules itself. */
  schedulerUrl: string | undefined;
  /** Bearer token of service-to-service scheduler calls; generated into DATA_DIR when unset. */
  schedulerToken: string | undefined;
  scheduledSearchConcurrency: number;
  /** MIN_FREE_DISK_MB: the local file store refuses a file that would leave less free on its disk (0: no watermark). */
  minFreeDiskMb: number;
  /** CUSTOM_SCHEDULE_MIN_MINUTES: a Custom cron runs at most once in this long (default an hour). */
  customScheduleMinMinutes: number;
  /** Bearer token a Prometheus scrape of /metrics must send; unset, /metrics is open to whoever reaches the server. */
  metricsToken: string | undefined;
  smtp: { url: string; from: string } | undefined;
  /** Push services we send to; undefined means the browsers' known ones (see push-endpoint.ts). */
  pushServiceOrigins: string[] | undefined;
  pushContact: string | undefined;
  /** The releases a first start with no occupation index downloads and installs in the background; undefined: none. */
  taxonomyDownload: PublisherFile[] | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at boot; a wrong value names its variable and stops start-up. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  const publicUrl = ((parsed.success && parsed.data.PUBLIC_URL) || `http://localhost:${parsed.data?.PORT ?? 3000}`).replace(/\/$/, '');
  const sources = readJobSourceSettings(cleaned, publicUrl);
  const research = parsed.success ? researchSettings(parsed.data) : undefined;
  let releases: PublisherFile[] = publisherReleases;
  const releaseProblems: string[] = [];
  if (parsed.success && parsed.data.TAXONOMY_RELEASES) {
    try {
      releases = readReleasesFile(parsed.data.TAXONOMY_RELEASES);
    } catch (error) {
      releaseProblems.push(`TAXONOMY_RELEASES: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...releaseProblems,
    ...sources.problems,
    ...(research?.problems ?? []),
  ];
  if (!parsed.success || !research || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    role: env.ROLE,
    logLevel: env.LOG_LEVEL,
    trustedOrigins: [
      ...env.TRUSTED_ORIGINS,
      // With the default PUBLIC_URL the same server is also reached as 127.0.0.1 and [::1].
      ...(env.PUBLIC_URL ? [] : [`http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`]),
      // The Vite dev server (:5173) proxies /api, and sign-in checks the page's origin.
      ...(env.NODE_ENV === 'development' ? ['http://localhost:5173'] : []),
    ],
    trustProxy: env.TRUST_PROXY,
    authRateLimit: env.AUTH_RATE_LIMIT,
    authSecret: env.BETTER_AUTH_SECRET,
    google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : undefined,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : undefined,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            region: env.S3_REGION,
          }
        : undefined,
    signedUrlTtlSeconds: env.SIGNED_URL_TTL_SECONDS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    jobSources: sources.settings,
    research: research.settings,
    llm: env.LLM_BASE_URL && env.LLM_MODEL ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY } : undefined,
    schedulerUrl: env.SCHEDULER_URL?.replace(/\/$/, ''),
    schedulerToken: env.SCHEDULER_TOKEN,
    scheduledSearchConcurrency: env.SCHEDULED_SEARCH_CONCURRENCY,
    minFreeDiskMb: env.MIN_FREE_DISK_MB,
    customScheduleMinMinutes: env.CUSTOM_SCHEDULE_MIN_MINUTES,
    metricsToken: env.METRICS_TOKEN,
    smtp: env.SMTP_URL && env.SMTP_FROM ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    pushServiceOrigins: env.PUSH_SERVICE_ORIGINS?.map((origin) => new URL(origin).origin),
    pushContact: env.PUSH_CONTACT,
    taxonomyDownload: env.TAXONOMY_DOWNLOAD ? releases : undefined,
  };
}
