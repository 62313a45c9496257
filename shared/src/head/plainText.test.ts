import { metaDescription, plainText, sentences } from './plainText';

describe('text for meta descriptions (issue 13)', () => {
  test('markup out, entities read, whitespace collapsed', () => {
    expect(plainText('<p>Soft &amp; warm</p>\n<ul><li>Cotton&nbsp;tee</li></ul>')).toBe(
      'Soft & warm Cotton tee',
    );
    expect(plainText('<script>alert(1)</script>Hi &#233;t&#xE9; &bogus;')).toBe('Hi été &bogus;');
  });

  test('cut at a word boundary within 160 characters, with an ellipsis', () => {
    const long = `${'word '.repeat(50)}end`;
    const d = metaDescription(long);
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith('word…')).toBe(true);
    expect(metaDescription('Short one.')).toBe('Short one.');
  });

  test('sentences end in punctuation and skip empty parts', () => {
    expect(sentences(['Title', undefined, 'Already done!', '', 'Body'])).toBe(
      'Title. Already done! Body.',
    );
  });
});
