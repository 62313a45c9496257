import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { KeptOnVersion } from '@store/shared/node/keptOnVersion';

/** A written page as sent: its bytes and, when they are compressed, how. */
export interface WrittenPage {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/** One page as kept: its bytes and, once made, their compressed forms. */
interface KeptPage {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Its compressed forms are being made (or were: they are then set). */
  compressing?: boolean;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const negotiator = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });
const bytesOf = (p: KeptPage) => p.body.length + (p.br?.length ?? 0) + (p.gzip?.length ?? 0);

/**
 * Whole server-rendered pages as sent, so a warm page costs a lookup and a write: no string
 * building, no render, and (once its compressed forms are made, off the event loop, when it is
 * first asked for again) no compression. A page asked for once (its own query, a burst of new
 * pages after a deploy) costs no more than the live answer's compression: on two cores the
 * kept forms' slower, smaller compression would take its time from the renders. The key names everything the page is made of (its render's
 * key, head, boot data, script links, cart label); the template is checked apart, and pages
 * written before it changed are dropped with it.
 */
export class WrittenPages {
  private readonly pages = new KeptOnVersion<KeptPage>(
    { maxEntries: 1000, maxBytes: 96 * 1024 * 1024 },
    bytesOf,
  );
  private template: string | null = null;

  /** The page in the best form the browser accepts that is ready (else plain: compressed later). */
  get(
    key: string,
    template: string,
    version: string,
    acceptEncoding: string | undefined,
  ): WrittenPage | undefined {
    if (template !== this.template) return undefined;
    const page = this.pages.get(key, version);
    if (!page) return undefined;
    if (!page.compressing) {
      page.compressing = true;
      void this.compress(key, page);
    }
    const encoding = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
    if (encoding === 'br' && page.br) return { body: page.br, encoding };
    if (encoding === 'gzip' && page.gzip) return { body: page.gzip, encoding };
    return { body: page.body };
  }

  set(key: string, template: string, version: string, html: string): Buffer {
    if (template !== this.template) {
      this.template = template;
      this.pages.clear();
    }
    return this.pages.set(key, version, { body: Buffer.from(html, 'utf8') }).body;
  }

  /** Once per page, in libuv's pool: the smallest forms are worth more effort than a live reply's. */
  private async compress(key: string, page: KeptPage): Promise<void> {
    try {
      page.br = await brotli(page.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
        },
      });
      page.gzip = await gzip(page.body, { level: 9 });
      this.pages.resize(key, page);
    } catch {
      // Left plain: the compression plugin compresses each reply as for any other body.
    }
  }
}
