import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BasicPreferencesStep } from '../components/basic-preferences-step';
import { toWizardPreferences } from '../lib/wizard-state';
import { preferencesFixture } from './fixtures';

describe('BasicPreferencesStep', () => {
  it('says that Target Companies take a site address or a board name', () => {
    render(<BasicPreferencesStep preferences={toWizardPreferences(preferencesFixture())} onChange={() => undefined} disabled={false} />);
    expect(screen.getByRole('textbox', { name: 'Target Companies' })).toHaveAccessibleDescription(/acme\.com.*greenhouse:acme/);
    expect(screen.getByRole('textbox', { name: 'Job Roles' })).toHaveAccessibleDescription(
      'Press Enter or comma to add; Backspace removes the last.',
    );
  });
});
