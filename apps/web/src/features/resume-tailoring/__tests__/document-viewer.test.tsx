import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DocumentViewer } from '../components/document-viewer/document-viewer';

// pdf.js cannot draw in jsdom: the stand-in fails on demand, as a PDF that does not load would.
const pdfFailures: (() => void)[] = [];
vi.mock('../components/document-viewer/pdf-js-viewer', () => ({
  default: ({ url, onError }: { url: string; onError: () => void }) => {
    pdfFailures.push(onError);
    return <p>pdf.js showing {url}</p>;
  },
}));

const viewerArea = (container: HTMLElement) => container.querySelector('[data-viewer]')!;

describe('DocumentViewer', () => {
  it('cycles pdf.js → browser viewer → text on failure, saying which viewer failed, then the other link', async () => {
    const person = userEvent.setup();
    const { container } = renderWithProviders(
      <DocumentViewer title="Tailored Resume" signedUrl="/api/files/t" alternativeUrl="/api/resumes/r/file" text={'line one\nline two'} />,
    );
    expect(await screen.findByText(`pdf.js showing ${window.location.origin}/api/files/t`)).toBeInTheDocument();
    expect(viewerArea(container)).toHaveAttribute('data-viewer', '1');
    act(() => pdfFailures.at(-1)!());
    expect(screen.getByRole('status')).toHaveTextContent('Failed to load document with viewer 1.');
    expect(viewerArea(container)).toHaveAttribute('data-viewer', '2');
    expect(screen.getByTitle('Tailored Resume (browser viewer)')).toHaveAttribute('src', `${window.location.origin}/api/files/t`);
    await person.click(screen.getByRole('button', { name: 'Viewer not working? Try the next one' }));
    expect(screen.getByRole('status')).toHaveTextContent('Failed to load document with viewer 2.');
    expect(viewerArea(container)).toHaveAttribute('data-viewer', '3');
    expect(screen.getByText(/line one/)).toBeInTheDocument();
    expect(screen.getByText('Made by Seeker · 2 lines')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Try the other link' }));
    expect(await screen.findByText(`pdf.js showing ${window.location.origin}/api/resumes/r/file`)).toBeInTheDocument();
  });

  it('says "No alternative URLs available" when there is no other link, and "No document available to display" when there is nothing', async () => {
    const person = userEvent.setup();
    const { unmount } = renderWithProviders(
      <DocumentViewer title="Tailored Resume" signedUrl="https://x.example/users/user_id/r.pdf" alternativeUrl="/api/resumes/r/file" text="" />,
    );
    await person.click(screen.getByRole('button', { name: 'Try the other link' }));
    expect(screen.getByRole('status')).toHaveTextContent('No alternative URLs available');
    unmount();
    renderWithProviders(<DocumentViewer title="Tailored Resume" signedUrl={null} alternativeUrl="bad/user_id" text="" />);
    expect(screen.getByText('No document available to display')).toBeInTheDocument();
  });

  it('zooms from 50 to 200 % in steps of 25, rotates by 90° and goes fullscreen (viewport minus 64 px)', async () => {
    const person = userEvent.setup();
    const { container } = renderWithProviders(<DocumentViewer title="Tailored Resume" signedUrl={null} alternativeUrl={null} text="text only" />);
    // No link: the text view, straight away.
    expect(viewerArea(container)).toHaveAttribute('data-viewer', '3');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let step = 0; step < 3; step++) await person.click(zoomOut);
    expect(screen.getByLabelText('Zoom 50%')).toBeInTheDocument();
    expect(zoomOut).toBeDisabled();
    for (let step = 0; step < 6; step++) await person.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByLabelText('Zoom 200%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Rotate 90 degrees' }));
    expect(screen.getByText('text only')).toHaveStyle({ transform: 'rotate(90deg)' });
    expect(viewerArea(container)).toHaveStyle({ height: '600px' });
    await person.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(viewerArea(container)).toHaveStyle({ height: 'calc(100vh - 64px)' });
    await person.keyboard('{Escape}');
    expect(viewerArea(container)).toHaveStyle({ height: '600px' });
  });
});
