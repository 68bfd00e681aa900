// What the app wires up of the metrics: the /metrics route, its collector and the HTTP request counters.
export { createHttpMetrics, observeRequests, type HttpMetrics } from './http-metrics';
export { createMetricsCollector, type MetricsCollector, type MetricsDeps } from './metrics-collector';
export { metricsRoutes } from './routes';
export { databaseQueueMetrics, processMetrics } from './runtime-metrics';
