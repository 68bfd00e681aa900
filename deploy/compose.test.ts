import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../apps/server/src/config';

/**
 * deploy/compose.yaml read as Compose reads it (YAML merge keys, `${VAR:?message}` and `${VAR:-default}`
 * from deploy/.env.example with its secrets filled in), and each Seeker service's environment given to the
 * server's own settings parser: a name it does not know, a value it refuses or a missing pair fails here,
 * not on an operator's first `docker compose up`.
 */
type Service = { environment?: Record<string, string>; expose?: string[]; build?: { dockerfile: string; context: string } };

const folder = import.meta.dirname;
const exampleEnv = Object.fromEntries(
  fs
    .readFileSync(path.join(folder, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
const secrets = {
  POSTGRES_PASSWORD: 'p'.repeat(32),
  MINIO_PASSWORD: 'm'.repeat(32),
  BETTER_AUTH_SECRET: 'a'.repeat(32),
  SCHEDULER_TOKEN: 's'.repeat(32),
};

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error} ($$ is a literal $). */
function interpolate(text: string, env: Record<string, string>) {
  return text.replace(/\$\$|\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (match, name: string | undefined, kind?: string, rest?: string) => {
    if (!name) return '$$';
    const value = env[name];
    if (value) return value;
    if (kind === '?') throw new Error(`${name}: ${rest}`);
    return kind === '-' ? (rest ?? '') : '';
  });
}

const read = (env: Record<string, string>) =>
  parse(interpolate(fs.readFileSync(path.join(folder, 'compose.yaml'), 'utf8'), env), { merge: true }) as { services: Record<string, Service> };

describe('deploy/compose.yaml', () => {
  const compose = read({ ...exampleEnv, ...secrets });

  it('gives the api and worker services settings the server accepts, in their roles, on PostgreSQL and S3', () => {
    for (const [name, role] of [
      ['api', 'api'],
      ['worker', 'worker'],
    ] as const) {
      const config = loadConfig(compose.services[name]!.environment!);
      expect(config.role, name).toBe(role);
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/seeker:p+@postgres:5432\/seeker$/);
      expect(config.s3, name).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'seeker' });
      expect(config.schedulerToken, name).toBe(secrets.SCHEDULER_TOKEN);
    }
    // Workers run with a larger young generation (decision 0027); the api keeps V8's default.
    expect(compose.services.worker!.environment!.NODE_OPTIONS).toBe('--max-semi-space-size=128');
    expect(compose.services.api!.environment!.NODE_OPTIONS).toBeUndefined();
  });

  it('refuses to start without its secrets, naming the missing one', () => {
    expect(() => read({ ...exampleEnv, ...secrets, BETTER_AUTH_SECRET: '' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => read({ ...exampleEnv, ...secrets, POSTGRES_PASSWORD: '' })).toThrow(/POSTGRES_PASSWORD/);
  });

  it('builds the one image from deploy/Dockerfile, and nginx sends requests to the port the api exposes', () => {
    expect(compose.services.api!.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
    expect(fs.existsSync(path.join(folder, '..', compose.services.api!.build!.dockerfile))).toBe(true);
    const nginx = fs.readFileSync(path.join(folder, 'nginx.conf'), 'utf8');
    expect(nginx).toContain(`server api:${compose.services.api!.expose![0]} resolve;`);
    // /metrics is for Prometheus on the compose network, not for the internet.
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  });
});
