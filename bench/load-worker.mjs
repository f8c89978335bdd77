// Load generator in a worker thread (plain JS so it needs no loader): keep-alive HTTP/1.1 requests
// from `concurrency` loops for `seconds`, then posts {count, failures, times} back. A separate thread
// keeps the client's work off the server's event loop.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { url, seconds, concurrency, headers = {}, method = "GET", body } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const target = new URL(url);
const times = [];
let count = 0;
let failures = 0;

function once() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers, agent }, (res) => {
      res.on("data", () => undefined);
      res.on("end", () => {
        if (res.statusCode >= 400) failures += 1;
        times.push(performance.now() - t0);
        resolve();
      });
    });
    req.on("error", () => {
      failures += 1;
      resolve();
    });
    if (body) req.end(body);
    else req.end();
  });
}

const end = performance.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      await once();
      count += 1;
    }
  }),
);
agent.destroy();
parentPort.postMessage({ count, failures, times, seconds });
