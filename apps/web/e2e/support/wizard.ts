import type { Locator, Page } from 'playwright-core';

export function wizardOf(page: Page) {
  return page.getByRole('dialog', { name: 'Job Preferences' });
}

export async function currentStep(wizard: Locator) {
  return wizard.getByRole('navigation', { name: 'Wizard steps' }).locator('[aria-current="step"]').innerText();
}

export async function next(wizard: Locator, expectedStep: string) {
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('heading', { name: expectedStep, level: 3 }).waitFor();
}

export async function goToStep(wizard: Locator, step: string) {
  await wizard.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button', { name: step }).click();
  await wizard.getByRole('heading', { name: step, level: 3 }).waitFor();
}

export async function addTags(wizard: Locator, label: string, typed: string) {
  const input = wizard.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(typed);
}

export async function tags(wizard: Locator) {
  const names = await wizard
    .getByRole('button', { name: /^Remove / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  return names.map((name) => name?.replace(/^Remove /, ''));
}

export async function selected(wizard: Locator, label: string) {
  return wizard.getByLabel(label, { exact: true }).inputValue();
}

/** Collects window.alert texts and accepts them. */
export function recordAlerts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}
