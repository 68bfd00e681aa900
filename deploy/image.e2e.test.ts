import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resumeFixtures } from '@seeker/agents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, imageCommand, offlineEnv, repoRoot } from '../apps/web/e2e/support/server';

/**
 * The container image without a Docker daemon: the Dockerfile's two stages are the two steps of
 * deploy/image.sh, run here as they are (from a copy of the repository's files, as `COPY . .` sees
 * them), then the image's command, environment and HEALTHCHECK, as a user other than root when this
 * runs as root: what the image holds runs, reads and makes documents, and holds no build or test tool.
 */
const fixture = resumeFixtures.software;
const asRoot = process.getuid?.() === 0;

/** The Dockerfile's RUN lines, so this test cannot drift from what the image does. */
function dockerfileSteps() {
  const dockerfile = fs.readFileSync(path.join(repoRoot, 'deploy/Dockerfile'), 'utf8');
  return [...dockerfile.matchAll(/^RUN (?:--mount=\S+ )*(.*)$/gm)].map((match) => match[1]);
}

describe('the container image (deploy/Dockerfile through deploy/image.sh)', () => {
  let root: string;
  let app: string;
  let data: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-image-'));
    fs.chmodSync(root, 0o755);
    const src = path.join(root, 'src');
    app = path.join(root, 'app');
    data = path.join(root, 'data');
    // What `COPY . .` copies: the repository's files, without what .dockerignore leaves out (installs, builds, data).
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && fs.existsSync(path.join(repoRoot, file)));
    for (const file of files) fs.cpSync(path.join(repoRoot, file), path.join(src, file));
    const [build, runtime] = dockerfileSteps();
    expect([build, runtime]).toEqual(['sh deploy/image.sh build /src /app', 'sh deploy/image.sh runtime /app /data node']);
    // Each RUN line as the Dockerfile has it, in its stage's WORKDIR, with this test's folders for the image's.
    const run = (line: string, workdir: string) => {
      const args = line
        .split(' ')
        .slice(1)
        .map((arg) => ({ '/src': src, '/app': app, '/data': data, node: asRoot ? 'nobody' : '' })[arg] ?? arg);
      const result = spawnSync('sh', args, { cwd: workdir, encoding: 'utf8', timeout: 8 * 60_000 });
      if (result.status !== 0) throw new Error(`${line} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
    };
    run(build!, src);
    // The runtime stage starts from what the build stage laid out in /app, and nothing else.
    fs.rmSync(src, { recursive: true, force: true });
    run(runtime!, app);
  }, 15 * 60_000);
  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('holds the two builds and the production dependencies only: no sources, no build or test tool', () => {
    for (const file of [
      'apps/server/dist/main.mjs',
      'apps/server/dist/read-document.worker.mjs',
      'apps/server/dist/migrations',
      'apps/web/dist/index.html',
    ]) {
      expect(fs.existsSync(path.join(app, file)), file).toBe(true);
    }
    for (const tool of [
      'typescript',
      'vite',
      'vitest',
      'tsx',
      'esbuild',
      '@esbuild',
      '@rolldown',
      'lightningcss-linux-x64-gnu',
      'drizzle-kit',
      'react-dom',
      'msw',
    ]) {
      expect(fs.existsSync(path.join(app, 'node_modules', tool)), tool).toBe(false);
    }
    const sources = fs
      .readdirSync(app, { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.includes('node_modules') && /\.tsx?$/.test(file));
    expect(sources).toEqual([]);
  });

  it("runs the image's command as a user other than root: healthy, serves the app, reads and makes PDFs, stops cleanly", async () => {
    const port = await freePort();
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: data,
      LOG_LEVEL: 'warn',
      ...offlineEnv,
    };
    const command = imageCommand;
    const server = spawn(
      asRoot ? 'setpriv' : command[0]!,
      asRoot ? ['--reuid=nobody', '--regid=nogroup', '--clear-groups', ...command] : command.slice(1),
      {
        cwd: app,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      const healthy = () => spawnSync('node', ['deploy/healthcheck.mjs'], { cwd: app, env, encoding: 'utf8' }).status === 0;
      expect(healthy(), 'not healthy before it listens').toBe(false);
      const deadline = Date.now() + 90_000;
      while (!healthy()) {
        if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/`)).text()).toContain('<div id="root">');

      const signIn = await fetch(`${base}/api/auth/sign-in/anonymous`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: '{}',
      });
      const userId = ((await signIn.json()) as { user: { id: string } }).user.id;
      const headers = {
        origin: base,
        cookie: signIn.headers
          .getSetCookie()
          .map((value) => value.split(';')[0])
          .join('; '),
      };

      // The render worker makes the tailored PDF…
      const tailored = await fetch(`${base}/api/agents/tailor-resume`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'Tailor my resume to this job',
          context: { user_id: userId, resume_text: fixture.resume, job_description: fixture.job },
          session_id: `resume-${Date.now()}`,
        }),
      });
      expect(tailored.status, output).toBe(200);
      const { resumeId } = ((await tailored.json()) as { tailoring: { resumeId: string } }).tailoring;
      const pdf = Buffer.from(await (await fetch(`${base}/api/resumes/${resumeId}/file`, { headers })).arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

      // …and the read worker reads it back (pdf.js from the runtime's node_modules).
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'tailored.pdf');
      const uploaded = await fetch(`${base}/api/users/${userId}/resumes`, { method: 'POST', headers, body: form });
      expect(uploaded.status, output).toBe(201);
      // Read, not just stored: the text of a one-page resume, not an empty or unreadable file.
      expect(await uploaded.json()).toMatchObject({ hasText: true, textLength: expect.any(Number) as number });
      // The data folder is the server's; the code is not.
      expect(fs.readdirSync(data)).toContain('db');
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 180_000);
});
