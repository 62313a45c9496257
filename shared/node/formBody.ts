import type { FastifyInstance } from 'fastify';

/**
 * Reads `application/x-www-form-urlencoded` bodies (what an HTML form posts) in this plugin's
 * scope as a plain object of strings (a repeated name keeps its last value), at most `bodyLimit`
 * bytes. Routes then check the object with their JSON schema like any body.
 */
export function acceptFormPosts(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
