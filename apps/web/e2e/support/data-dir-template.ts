import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer, tempDataDir } from './server';

/**
 * Global setup of the e2e suite. A server's first start on an empty data directory creates and
 * migrates its database (~12 s here); a start on one made before takes half that. Servers of the suite
 * start on copies of this one (the lifecycle test keeps an empty directory of its own).
 */
export default async function setup(project: TestProject) {
  const template = tempDataDir();
  const server = await startServer({ dataDir: template });
  const code = await server.stop('SIGINT');
  if (code !== 0) throw new Error(`the template server stopped with ${code}:\n${server.output()}`);
  if (fs.existsSync(`${template}/seeker.lock`)) throw new Error('the template server left its lock behind');
  project.provide('dataDirTemplate', template);
  return () => fs.rmSync(template, { recursive: true, force: true });
}
