import { afterEach, describe, expect, it } from 'vitest';
import { focusedElement, restoreFocus } from './focus-return';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('restoreFocus', () => {
  it('focuses the remembered element when it is still on the page', () => {
    document.body.innerHTML = '<h1>Dashboard</h1><button>Job Preferences</button><button>Other</button>';
    const other = document.body.querySelectorAll('button')[1]!;
    other.focus();
    const remembered = focusedElement();
    document.body.focus();
    restoreFocus(remembered);
    expect(document.activeElement).toBe(other);
  });

  it('falls back to the Job Preferences button when nothing was focused (auto-open) or the element is gone', () => {
    document.body.innerHTML = '<h1>Dashboard</h1><button>Job Preferences</button>';
    expect(focusedElement()).toBeNull();
    restoreFocus(null);
    expect(document.activeElement).toBe(document.querySelector('button'));

    const gone = document.createElement('button');
    (document.activeElement as HTMLElement).blur();
    restoreFocus(gone);
    expect(document.activeElement).toBe(document.querySelector('button'));
  });

  it('falls back to the page heading when there is no Job Preferences button', () => {
    document.body.innerHTML = '<main><h1>Settings</h1></main>';
    restoreFocus(null);
    const heading = document.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
