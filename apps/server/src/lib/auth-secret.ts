import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * BETTER_AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR,
 * so sessions survive a restart without any set-up.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A separate key per purpose, so a token of one kind can never pass as another. */
export function deriveKey(secret: string, purpose: string) {
  return crypto.createHmac('sha256', secret).update(purpose).digest('base64url');
}
