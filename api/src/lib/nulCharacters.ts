import type { FastifyInstance } from 'fastify';
import { apiError } from '@store/shared/node/errors';

/**
 * No value the API takes (a slug, an id, an email, a name, a message) holds a NUL character, and
 * PostgreSQL cannot even compare text with one: the query fails, a 500. So a request with one
 * anywhere in its path, query or body is refused before validation, alike on both engines: 400,
 * naming where. API routes only: a page's query is the page's to read.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (!req.routeOptions.url?.startsWith('/api/')) return;
    const at = nulAt(req.params, 'path') ?? nulAt(req.query, 'query') ?? nulAt(req.body, 'body');
    if (at)
      throw apiError(
        400,
        'invalid',
        `${at} holds a NUL character`,
        { parameter: at },
        'Bad Request',
      );
  });
}

/** Where a NUL is in a parsed value (strings, keys, nested objects and arrays), else null. */
function nulAt(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  // Bodies are size-limited; the depth limit only guards the walk itself.
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return where;
    const found = nulAt(inner, `${where}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}
