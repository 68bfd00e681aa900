import crypto from 'node:crypto';
import { readOrCreateSecret } from './data-dir-secret';

/**
 * BETTER_AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR,
 * so sessions survive a restart without any set-up.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? readOrCreateSecret(dataDir, 'auth-secret');
}

/** A separate key per purpose, so a token of one kind can never pass as another. */
export function deriveKey(secret: string, purpose: string) {
  return crypto.createHmac('sha256', secret).update(purpose).digest('base64url');
}
