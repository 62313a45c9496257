import DOMPurify from 'dompurify';
import {
  cutDescription,
  DESCRIPTION_MAX,
  htmlText,
  metaDescription as withPurifier,
  pageTitle,
  sentences,
} from './pageText';

/** DOMPurify over jsdom's document, as a page's browser has it. */
const metaDescription = (html: string | null | undefined) => withPurifier(html, DOMPurify);

describe('pageTitle', () => {
  it('names the page, then the store', () => {
    expect(pageTitle('Hoodies', 'Acme Tees')).toBe('Hoodies | Acme Tees');
  });

  it('is the store name alone for the front page', () => {
    expect(pageTitle(null, 'Acme Tees')).toBe('Acme Tees');
  });
});

describe('metaDescription', () => {
  it('keeps the text of HTML, drops markup, scripts and styles, and reads entities back', () => {
    const html =
      '<p>Soft <b>cotton</b> tee &amp; more</p><script>alert(1)</script>' +
      '<style>p{}</style><img src=x onerror="alert(2)"><ul><li>Unisex</li><li>Fits&nbsp;true</li></ul>';
    expect(metaDescription(html)).toBe('Soft cotton tee & more Unisex Fits true');
  });

  it('reads numeric entities back, leaves an unknown one as written', () => {
    expect(metaDescription('<script>alert(1)</script>Hi &#233;t&#xE9; &bogus;')).toBe(
      'Hi été &bogus;',
    );
  });

  it('collapses whitespace and returns plain text as it is', () => {
    expect(metaDescription('  One\n\n  two\tthree  ')).toBe('One two three');
    expect(metaDescription('Tees <3 you')).toBe('Tees <3 you');
  });

  it('reads plain text without a purifier, and gives HTML none until one is at hand', () => {
    expect(withPurifier('  Tide  tees.  ', null)).toBe('Tide tees.');
    expect(withPurifier('<b>Tide</b> tees', null)).toBe('');
    expect(withPurifier('Tide &amp; tees', null)).toBe('');
    expect(withPurifier('<b>Tide</b> tees', DOMPurify)).toBe('Tide tees');
  });

  it('is empty for nothing', () => {
    expect(metaDescription('')).toBe('');
    expect(metaDescription(null)).toBe('');
    expect(metaDescription(undefined)).toBe('');
    expect(metaDescription('<p> </p><script>x</script>')).toBe('');
  });

  it('keeps a text of 160 characters whole', () => {
    const text = 'a'.repeat(DESCRIPTION_MAX);
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts a longer text at a word boundary with an ellipsis, 160 characters at most', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i},`).join(' ');
    const cut = metaDescription(words);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    // Whole words only, and no dangling comma before the ellipsis.
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toMatch(/word\d+…$/);
    expect(words.charAt(cut.length - 1)).toMatch(/[, ]/);
  });

  it('keeps the last word when it and the ellipsis fit, drops it when they do not', () => {
    const fits = `${'a'.repeat(99)} ${'b'.repeat(59)} more`; // 'b…' ends at 160
    expect(metaDescription(fits)).toBe(`${'a'.repeat(99)} ${'b'.repeat(59)}…`);
    const tooLong = `${'a'.repeat(99)} ${'b'.repeat(60)} more`; // 'b' alone ends at 160
    expect(metaDescription(tooLong)).toBe(`${'a'.repeat(99)}…`);
  });

  it('cuts a single overlong word hard', () => {
    const cut = metaDescription('z'.repeat(400));
    expect(cut).toBe(`${'z'.repeat(DESCRIPTION_MAX - 1)}…`);
  });
});

describe('htmlText', () => {
  it('is the whole text, uncut; null for HTML while no purifier is at hand', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    expect(htmlText(long, DOMPurify)).toBe('word '.repeat(60).trim());
    expect(htmlText('<b>x</b>', null)).toBeNull();
    expect(htmlText(' plain  text ', null)).toBe('plain text');
    expect(htmlText(undefined, null)).toBe('');
  });
});

describe('cutDescription', () => {
  it('cuts plain text as metaDescription does, without reading it as HTML', () => {
    expect(cutDescription('Tees <3 you &amp; me')).toBe('Tees <3 you &amp; me');
    expect(cutDescription(`${'word '.repeat(50)}end`)).toMatch(/^(word ){30,}?word…$/);
  });
});

describe('sentences', () => {
  it('ends each part in punctuation and skips empty parts', () => {
    expect(sentences(['Title', undefined, 'Already done!', '', 'Body'], null)).toBe(
      'Title. Already done! Body.',
    );
    expect(sentences(['<b>Sale</b>', 'Now'], DOMPurify)).toBe('Sale. Now.');
  });

  it('is null while a part holds HTML and no purifier is at hand', () => {
    expect(sentences(['<b>Sale</b>', 'Now'], null)).toBeNull();
  });
});
