import { escapeHtml } from '@seeker/agents';

/**
 * The small page the confirmation link opens. It needs no session (the link is often opened on a phone)
 * and no script: a form posts the confirmation, so a mail scanner that only fetches the link confirms nothing.
 */
export function alertEmailPage({ title, lines, form }: { title: string; lines: string[]; form?: { action: string; label: string } }): string {
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.label)}</button></form>`
    : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="color-scheme" content="light dark"><title>${escapeHtml(title)} · Seeker</title>` +
    `<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:32rem;margin:4rem auto;padding:0 1rem}` +
    `button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer}` +
    `button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}a{color:#2563eb}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}${button}<p><a href="/settings?tab=notifications">Open your Seeker settings</a></p></main></body></html>`
  );
}
