import { BOOT_DATA_ID } from '../early/pageIds';

/**
 * The runtime config in the page's boot data (`#store-boot`, server/src/bootBlock.ts), for the
 * small scripts a painted page runs before the shell (which reads the block whole and checks it:
 * shell/src/boot/inlineBoot.ts). Untrusted: none when the block is missing or not JSON, and each
 * field is the caller's to check.
 */
export function bootConfigOf(doc: Document): Record<string, unknown> | null {
  try {
    const boot: unknown = JSON.parse(doc.getElementById(BOOT_DATA_ID)?.textContent ?? 'null');
    const config = (boot as { config?: unknown } | null)?.config;
    return typeof config === 'object' && config !== null
      ? (config as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
