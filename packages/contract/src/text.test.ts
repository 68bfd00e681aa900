import { describe, expect, it } from 'vitest';
import { agentRunRequestSchema } from './agent-runs';
import { defaultPreferences } from './preferences';
import { preferencesSchema } from './preferences-input';
import { isSafeText, recordIdSchema, unsafeTextMessage } from './text';

describe('isSafeText', () => {
  it.each(['', 'plain', 'Zoë', '😀 pair', '東京'])('accepts %j', (value) => expect(isSafeText(value)).toBe(true));
  it.each(['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800', '😀'.slice(0, 1)])('refuses %j', (value) => expect(isSafeText(value)).toBe(false));
});

describe('shared schemas refuse unsafe text', () => {
  it('in a preferences tag, with the shared message at its path', () => {
    const result = preferencesSchema.safeParse({ ...defaultPreferences('UTC'), titles: ['Engineer\u0000'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['titles', 0], message: unsafeTextMessage });
  });

  it('in an agent run message', () => {
    const result = agentRunRequestSchema.safeParse({ message: 'find \ud800', context: { user_id: 'abc' }, session_id: 's' });
    expect(result.success).toBe(false);
  });
});

describe('recordIdSchema', () => {
  it.each(['abc', 'MpZFjKg7G9J7YEyGKLWOwMABprpG004E', '0b7f2a4e-5c1d-4c8e-9a57-1f0e2d3c4b5a'])('accepts %s', (id) =>
    expect(recordIdSchema.safeParse(id).success).toBe(true),
  );
  it.each(['', '\u0000', '../etc', 'a b', 'x'.repeat(65), 'é'])('refuses %j', (id) => expect(recordIdSchema.safeParse(id).success).toBe(false));
});
