// Development: the API server with reload on change (port 3000) and Vite's dev server with hot reload
// (port 5173, proxying /trpc and /api to the API server). Open http://localhost:5173.
import { spawn } from "node:child_process";

const children = [
  spawn("node", ["--watch", "--import", "tsx", "server/main.ts"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: process.env.LOG_LEVEL ?? "debug" } }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((c) => c.on("exit", (code) => { stop(); process.exitCode = code ?? 0; }));
