import { defineConfig } from "@playwright/test";

// The built app on its own port and fresh data directory, driven in Debian's Chromium.
// E2E_PORT and CLIENT_DIR let several runs (parallel work) use their own server and build.
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = `.data/e2e-${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: process.env.CLIENT_DIR ?? "dist/client",
      LOG_LEVEL: "warn",
      TEST_SEAMS: "true", // billing time travel for the suite only (server/testing/seams.ts)
      RATE_LIMIT_PER_MINUTE: "100000",
      LOGIN_ATTEMPTS_PER_15_MIN: "1000",
      SIGN_UPS_PER_HOUR: "100000", // the suite signs up a fresh account in most tests, all from 127.0.0.1
    },
  },
});
