import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/** Keeps `connections` keep-alive requests in flight for `seconds`; latencies in ms. */
export async function load(opts: {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const target = new URL(opts.url);
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + opts.seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const start = process.hrtime.bigint();
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: opts.method ?? 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(opts.body);
    });
  const began = Date.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  const elapsed = (Date.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}
