import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PageCache } from '../catalog/pageCache';

/** A written page as sent: its bytes and, when they are compressed, how. */
export interface WrittenPage {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

type Encoded = Partial<Record<'br' | 'gzip', Buffer>>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const negotiator = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * Whole server-rendered pages as sent, so a warm page costs a lookup and a write: no string
 * building, no render, and (once its compressed forms are made, off the event loop, right after
 * the first write) no compression. A page is the function of its render (the result object the
 * renderer hands out for every hit while it caches it: its identity stands for the generation,
 * the task and the catalog version it was made from), of the template, and of what the caller's
 * key names (head, boot data, script links); and it is dropped with the catalog version. Pages
 * built before a template changed are dropped with it.
 */
export class WrittenPages {
  private readonly pages = new PageCache({ maxEntries: 1000, maxBytes: 96 * 1024 * 1024 });
  private readonly encoded = new WeakMap<Buffer, Encoded>();
  private readonly renderIds = new WeakMap<object, number>();
  private nextRenderId = 0;
  private template: string | null = null;

  /** The page in the best form the browser accepts that is ready (else plain: compressed later). */
  get(
    render: object,
    key: string,
    template: string,
    version: string,
    acceptEncoding: string | undefined,
  ): WrittenPage | undefined {
    const id = this.renderIds.get(render);
    if (id === undefined || template !== this.template) return undefined;
    const body = this.pages.get(`${id}\u0000${key}`, version)?.body;
    if (!body) return undefined;
    const encoding = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
    const compressed = encoding && encoding !== 'identity' && this.encoded.get(body)?.[encoding];
    return compressed ? { body: compressed, encoding } : { body };
  }

  set(render: object, key: string, template: string, version: string, html: string): Buffer {
    if (template !== this.template) {
      this.template = template;
      this.pages.clear();
    }
    let id = this.renderIds.get(render);
    if (id === undefined) {
      id = this.nextRenderId++;
      this.renderIds.set(render, id);
    }
    const body = this.pages.set(`${id}\u0000${key}`, version, html).body;
    void this.compress(body);
    return body;
  }

  /** Once per page, in libuv's pool: the smallest forms are worth more effort than a live reply's. */
  private async compress(body: Buffer): Promise<void> {
    const forms: Encoded = {};
    this.encoded.set(body, forms);
    try {
      forms.br = await brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      forms.gzip = await gzip(body, { level: 9 });
    } catch {
      // Left plain: the compression plugin compresses each reply as for any other body.
    }
  }
}
