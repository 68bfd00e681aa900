import { z } from 'zod';

// zod compiles fast parsers with `new Function`, which the page's CSP (no 'unsafe-eval') refuses and
// reports as a violation on every page. The interpreted parsers are plenty fast for our forms.
z.config({ jitless: true });
