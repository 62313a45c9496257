import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { Purifier } from '@store/shared/src/ui/purifier';

let purifier: Purifier | undefined;

/**
 * DOMPurify for the heads' descriptions read from HTML (shared's `metaDescription`, as the browser
 * reads them): one over a JSDOM window of its own, made as the page heads are (at start-up) and kept
 * for the process. A page's HTML is parsed into a fragment there and only its text read, so one
 * window serves every request.
 */
export function headPurifier(): Purifier {
  return (purifier ??= createDOMPurify(new JSDOM('').window));
}
