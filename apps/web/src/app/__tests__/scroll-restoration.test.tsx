import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useNavigate } from 'react-router';
import { useScrollRestoration } from '../frame/use-scroll-restoration';

function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/second">Second</Link>
      <Link to="/second#details">Details</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <h2 id="details">Details</h2>
    </>
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

beforeEach(() => {
  scrollTo(0);
});

it('starts a new screen at the top and goes back to where the previous one was left', async () => {
  const user = userEvent.setup();
  const scroll = vi.spyOn(window, 'scrollTo');
  render(
    <MemoryRouter initialEntries={['/first']}>
      <Page />
    </MemoryRouter>,
  );
  expect(window.history.scrollRestoration).toBe('manual');
  expect(scroll).toHaveBeenLastCalledWith(0, 0);

  scrollTo(640);
  await user.click(screen.getByRole('link', { name: 'Second' }));
  expect(scroll).toHaveBeenLastCalledWith(0, 0);

  scrollTo(80);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(scroll).toHaveBeenLastCalledWith(0, 640);
});

it('scrolls a link with an #anchor to its element', async () => {
  const user = userEvent.setup();
  const scroll = vi.spyOn(window, 'scrollTo');
  const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
  render(
    <MemoryRouter initialEntries={['/first']}>
      <Page />
    </MemoryRouter>,
  );
  scroll.mockClear();
  await user.click(screen.getByRole('link', { name: 'Details' }));
  expect(intoView.mock.contexts).toContain(screen.getByRole('heading', { name: 'Details' }));
  expect(scroll).not.toHaveBeenCalled();
});
