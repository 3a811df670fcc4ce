import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** The address links the server hands out start with (calendar feeds, forms): PUBLIC_URL, else the one the request came in on. */
export function publicBaseOf(config: ServerConfig, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * The address of links mailed to someone else than the caller (a forgotten password, an invitation):
 * never the request's Host, which the caller chooses, or anybody could have a stranger's reset link
 * point at their own site. PUBLIC_URL in production; this machine's own port otherwise.
 */
export function mailedLinkBase(config: ServerConfig): string {
  return config.publicUrl ?? `${config.tls ? 'https' : 'http'}://localhost:${config.port}`;
}
