import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { Purifier } from '@store/shared/src/ui/purifier';

let purifier: Purifier | undefined;

/**
 * DOMPurify for the heads' descriptions read from HTML (shared's `metaDescription`, as the browser
 * reads them): one over a JSDOM window of its own, made on the first head that needs one and kept
 * for the process. A page's HTML is parsed into a fragment there and only its text read, so one
 * window serves every request.
 */
export function headPurifier(): Purifier {
  // The window's type is jsdom's, DOMPurify asks for the DOM's: the same object.
  return (purifier ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis));
}
