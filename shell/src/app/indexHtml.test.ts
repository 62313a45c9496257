import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The static page in shell/index.html is what a shopper sees when the shell's script never runs,
// so it has to stand on its own: accessible, and within a CSP that forbids inline script.
const html = readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8');
const doc = new DOMParser().parseFromString(html, 'text/html');

it('puts a "Store unavailable" page with a Retry link inside #root', () => {
  const root = doc.getElementById('root');
  const main = root?.querySelector('main');
  expect(main).toBeTruthy();
  expect(doc.querySelectorAll('h1')).toHaveLength(1);
  expect(main?.querySelector('h1')?.textContent).toBe('Store unavailable');
  const retry = main?.querySelector('a');
  expect(retry?.textContent).toBe('Retry');
  expect(retry?.getAttribute('href')).toBe('');
});

it('reveals it with a delayed CSS animation, not a script', () => {
  expect(doc.querySelectorAll('script')).toHaveLength(0);
  const handlers = Array.from(doc.querySelectorAll('*')).flatMap((el) =>
    Array.from(el.attributes).filter((a) => a.name.startsWith('on')),
  );
  expect(handlers).toEqual([]);
  const css = doc.querySelector('style')?.textContent ?? '';
  expect(css).toMatch(/\.store-boot-fallback\s*{[^}]*visibility:\s*hidden/);
  expect(css).toMatch(/animation:\s*store-boot-reveal\s+0s\s+linear\s+6s\s+forwards/);
});
