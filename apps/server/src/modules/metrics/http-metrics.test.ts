import { describe, expect, it } from 'vitest';
import { createHttpMetrics } from './http-metrics';

const series = async (text: Promise<string>) => (await text).split('\n').filter((line) => line.startsWith('http_requests_total{'));

describe('request metrics', () => {
  it('labels a request by its route template, one label for all built assets, and "unmatched" for no route: never the raw URL', async () => {
    const metrics = createHttpMetrics();
    metrics.observe({ method: 'GET', route: '/api/jobs/:jobId', status: 200, seconds: 0.01 });
    metrics.observe({ method: 'GET', route: '/assets/app-CQNv6qlb.css', status: 200, seconds: 0.001 });
    metrics.observe({ method: 'GET', route: '/assets/vendor-B1x9Qa.js', status: 200, seconds: 0.001 });
    metrics.observe({ method: 'GET', route: undefined, status: 404, seconds: 0.001 });
    expect(await series(metrics.registry.metrics())).toEqual([
      'http_requests_total{method="GET",route="/api/jobs/:jobId",status="200"} 1',
      'http_requests_total{method="GET",route="/assets/*",status="200"} 2',
      'http_requests_total{method="GET",route="unmatched",status="404"} 1',
    ]);
  });
});
