import type { ServerResponse } from "node:http";

/**
 * The page loads only its own files (/styles.css, /client/*.js) and calls only its own API; it has no
 * inline script or style and never submits a form natively, so nothing else is allowed. Trusted
 * Types forbids string-to-DOM sinks (innerHTML and the like), which the client does not use.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
].join("; ");

/** Sent on every answer: the page, its files, the API, and every error. No CORS header at all. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": contentSecurityPolicy,
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

export function setSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
}
