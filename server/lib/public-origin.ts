// The one origin (scheme://host[:port]) LeadOne puts in links it sends out (emails) and accepts as the
// Origin of browser requests. It comes from PUBLIC_URL, never from a request's Host or
// X-Forwarded-Host, which an attacker controls. Demo mode, without PUBLIC_URL, uses the address the
// server listens on.
import type { Config } from "../config.js";

export const PUBLIC_URL_REQUIRED = "PUBLIC_URL is required outside demo mode (the address people use to reach LeadOne, e.g. https://leadone.example.com)";

export function publicOrigin(config: Pick<Config, "PUBLIC_URL" | "demoMode" | "HOST" | "PORT">): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  if (!config.demoMode) throw new Error(PUBLIC_URL_REQUIRED);
  const host = ["0.0.0.0", "::", ""].includes(config.HOST) ? "localhost" : config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}

/** A link under the public origin, e.g. publicLink(config, "/signup?ref=X"). */
export const publicLink = (config: Parameters<typeof publicOrigin>[0], pathAndQuery: string) => `${publicOrigin(config)}${pathAndQuery.startsWith("/") ? "" : "/"}${pathAndQuery}`;

/**
 * The origin of audio and video URLs answered to the signed-in caller (never mailed): PUBLIC_URL, else
 * the address this browser used, so a demo reached by another name still plays its media.
 */
export function mediaOrigin(config: Pick<Config, "PUBLIC_URL">, req: { protocol: string; host: string }): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `${req.protocol}://${req.host}`;
}
