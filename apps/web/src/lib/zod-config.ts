import { z } from 'zod/mini';

// zod compiles fast parsers with `new Function`, which the page's CSP (no 'unsafe-eval') refuses and
// reports as a violation on every page. The interpreted parsers are plenty fast for our forms.
// zod/mini leaves messages to a locale (classic zod loads English on import): the profile's and the
// settings' forms show zod's own words for the checks the contract gives no message of its own.
z.config({ jitless: true, ...z.locales.en() });
