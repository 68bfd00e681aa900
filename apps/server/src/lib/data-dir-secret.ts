import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in DATA_DIR: read when the file is there, generated (and written owner-only) on the
 * first start otherwise, so a restart keeps it without any set-up.
 */
export function readOrCreateSecret(dataDir: string, fileName: string, create: () => string = () => crypto.randomBytes(32).toString('base64url')) {
  const file = path.join(dataDir, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = create();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
