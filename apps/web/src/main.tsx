// First: before any schema parses anything.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { applyTheme, getInitialTheme } from './lib/theme';
import './index.css';

// Set the theme class before React's first render so a dark page never flashes light.
// (The CSP forbids inline scripts, so this cannot live in index.html.)
applyTheme(getInitialTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
