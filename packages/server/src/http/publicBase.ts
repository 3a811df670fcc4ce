import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** The address links the server hands out start with (calendar feeds, forms): PUBLIC_URL, else the one the request came in on. */
export function publicBaseOf(config: ServerConfig, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
