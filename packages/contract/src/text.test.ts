import { describe, expect, it } from 'vitest';
import { agentRunRequestSchema } from './agent-runs';
import { defaultPreferences } from './preferences';
import { preferencesSchema } from './preferences-input';
import { isSafeText, oneLineText, recordIdSchema, unsafeTextMessage } from './text';
import { contactRequestSchema } from './application-contacts';
import { updateApplicationRequestSchema } from './applications';
import { jobDraftSchema } from './add-job-by-link';

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

describe('oneLineText', () => {
  it('drops text-direction controls, makes line breaks and control characters one space, and trims', () => {
    expect(oneLineText().parse('  Ann\u202e nosirraH\u202c ')).toBe('Ann nosirraH');
    expect(oneLineText().parse('Room 1\r\nATTENDEE:mailto:evil@example.com\tEND')).toBe('Room 1 ATTENDEE:mailto:evil@example.com END');
    expect(oneLineText().parse('a\u2028b\u2029c\u0085d\u009be  \u200b f\ufeff')).toBe('a b c d e f');
    // A right-to-left mark is text, not a control: it stays.
    expect(oneLineText().parse('\u200fשלום')).toBe('\u200fשלום');
  });

  it('makes a field of invisible characters empty, so a field that needs something refuses it', () => {
    expect(updateApplicationRequestSchema.safeParse({ tags: ['\u202e'] }).error?.issues[0]?.message).toBe('A tag cannot be empty');
    expect(contactRequestSchema.safeParse({ name: '\u202e\u202c' }).error?.issues[0]?.message).toBe('Enter a name');
    expect(contactRequestSchema.safeParse({ name: '\u200b\ufeff\u2060' }).error?.issues[0]?.message).toBe('Enter a name');
    const draft = { url: 'https://careers.example.com/jobs/1', title: 'Engineer' };
    expect(jobDraftSchema.safeParse({ ...draft, company: '\u202e\u202c' }).error?.issues[0]?.message).toBe('Enter the company');
  });
});
