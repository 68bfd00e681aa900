import { describe, expect, it } from 'vitest';
import { descriptionBesideRequirements } from '../lib/description-beside-requirements';

describe('descriptionBesideRequirements', () => {
  it('leaves out the requirement bullets the chips show and the heading left empty above them', () => {
    const description =
      'Build our robot fleet UI with React & TypeScript.\n\nRequirements\n• React\n• TypeScript\n• CSS\n\nBenefits\n• Remote stipend';
    expect(descriptionBesideRequirements(description, ['React', 'TypeScript', 'CSS'])).toBe(
      'Build our robot fleet UI with React & TypeScript.\n\nBenefits\n• Remote stipend',
    );
  });

  it('keeps a heading whose list still has lines of its own, and bullets the chips do not list', () => {
    const description = "What you'll bring:\n• React\n• A love of maps\n\nWe ship weekly.";
    expect(descriptionBesideRequirements(description, ['React'])).toBe("What you'll bring:\n• A love of maps\n\nWe ship weekly.");
  });

  it('never drops a sentence that mentions a requirement, and changes nothing without chips', () => {
    const description = 'You know React.\n• React';
    expect(descriptionBesideRequirements(description, ['React'])).toBe('You know React.');
    expect(descriptionBesideRequirements('Requirements\n• React', [])).toBe('Requirements\n• React');
  });
});
