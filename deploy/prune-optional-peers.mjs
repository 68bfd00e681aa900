// Run by deploy/image.sh in the runtime stage, after `npm ci --omit=dev`. npm keeps a dev package that a
// production package names as an optional peer (better-auth names vitest; vitest brings vite, jsdom…): the
// lock marks it `devOptional`, and only `--omit=optional` would leave it out, which also leaves out the
// optional packages production needs (pdf.js reads PDFs with @napi-rs/canvas). This removes exactly the
// `devOptional` ones: installed only because of an optional peer, which nothing of ours uses.
import fs from 'node:fs';
import path from 'node:path';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
let removed = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!entry.devOptional || !location.includes('node_modules/') || !fs.existsSync(location)) continue;
  fs.rmSync(location, { recursive: true, force: true });
  removed++;
}
// Their commands in node_modules/.bin now point nowhere.
for (const bin of fs.readdirSync('node_modules/.bin', { withFileTypes: true })) {
  const file = path.join('node_modules/.bin', bin.name);
  if (!fs.existsSync(file)) fs.rmSync(file, { force: true });
}
console.log(`removed ${removed} packages only an optional peer asked for`);
