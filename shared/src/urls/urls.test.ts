import { publicUrl, sitePath, themeLink } from './index';

describe('SPEC §5 URL rule: http, https and ftp with public hosts only', () => {
  test.each([
    'https://shop.example.com/sale',
    'http://cdn.shopify.com/x.png',
    'ftp://files.example.org/catalog.pdf',
    'https://93.184.216.34/',
  ])('%s passes', (u) => {
    expect(publicUrl(u)).toBe(new URL(u).href);
  });

  test.each([
    'data:text/html,<script>alert(1)</script>',
    'javascript:alert(1)',
    '//evil.example.com/phish',
    'file:///etc/passwd',
    'https://localhost/',
    'http://127.0.0.1:8080/',
    'http://10.0.0.8/',
    'http://172.20.1.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/',
    'http://[fd00::1]/',
    'http://intranet/',
    'http://printer.local/',
    'https://user:pass@shop.example.com/',
    'not a url',
    42,
    null,
  ])('%s is refused', (u) => {
    expect(publicUrl(u)).toBeNull();
  });
});

describe('theme links: store paths or public URLs', () => {
  test('store paths stay; paths that leave the store do not', () => {
    expect(sitePath('/collection/tees')).toBe('/collection/tees');
    expect(sitePath('//evil.example.com')).toBeNull();
    expect(sitePath('/\\evil.example.com')).toBeNull();
    expect(themeLink('/')).toBe('/');
    expect(themeLink('https://shop.example.com/')).toBe('https://shop.example.com/');
    expect(themeLink('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(themeLink('//evil.example.com')).toBeNull();
  });
});
