// Load generation: autocannon with our own sub-millisecond latency record, and fetch-based workers.
import autocannon from "autocannon";

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * One autocannon run (no pipelining). autocannon's own histogram keeps whole milliseconds, so the
 * latencies of 2xx answers are also collected from its 'response' events (float ms, hrtime based).
 */
export async function cannon({ url, connections = 10, duration = 5, overallRate, headers, method = "GET", body }) {
  const latencies = [];
  const instance = autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    overallRate,
    headers,
    method,
    body,
    timeout: 10,
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  return {
    requestsPerSecond: result.requests.total / (result.duration || duration),
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    mean: latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1),
  };
}

/** Runs `work(workerIndex)` in `concurrency` loops until `durationMs` passes (or a loop returns false). */
export async function workers(concurrency, durationMs, work) {
  const deadline = Date.now() + durationMs;
  const started = performance.now();
  let completed = 0;
  let errors = 0;
  const messages = new Set();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, index) => {
      while (Date.now() < deadline) {
        try {
          const more = await work(index);
          if (more === false) return;
          completed += 1;
        } catch (error) {
          errors += 1;
          if (messages.size < 5) messages.add(String(error?.message ?? error).slice(0, 200));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { completed, errors, seconds, perSecond: completed / seconds, messages: [...messages] };
}

/** fetch that throws unless the status is 2xx, returning the parsed JSON. */
export async function fetchJson(url, init = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30000) });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${new URL(url).pathname} → ${response.status} ${text.slice(0, 160)}`);
  return text ? JSON.parse(text) : null;
}
