// Global setup of the suites that run the built app (e2e, processes): builds it when its sources
// changed since the last build, as `npm start` does, so a test never runs yesterday's bundle.
// In CI `npm test` has just built it, and this only checks (a hash of the sources, ~50 ms).
import { buildIfStale } from '../../../../scripts/production-build.mjs';

export default function setup() {
  buildIfStale();
}
