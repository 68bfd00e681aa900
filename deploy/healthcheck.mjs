// The image's HEALTHCHECK: healthy while this process's server answers ready (database reachable,
// migrations done). Exits 0 or 1 within the check's timeout; no dependencies, plain node.
const port = process.env.PORT ?? '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(4_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  process.exit(0);
} catch (error) {
  console.error(`not healthy: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
