import { object } from 'yup';
import {
  anyText,
  finite,
  flag,
  link,
  listOf,
  optionalText,
  section,
  text,
  textOrNull,
} from './repair';

describe('repairing schemas for untrusted JSON', () => {
  const schema = section({
    name: text('My Store'),
    tagline: optionalText(),
    badge: textOrNull(),
    html: anyText(''),
    on: flag(false),
    size: finite(3),
    logo: link(),
    links: listOf(object({ id: optionalText().required() })),
  });
  const read = (input: unknown) => schema.cast(input, { stripUnknown: true });

  it('reads anything that is not an object as all defaults', () => {
    const defaults = {
      name: 'My Store',
      tagline: undefined,
      badge: null,
      html: '',
      on: false,
      size: 3,
      logo: null,
      links: [],
    };
    for (const input of [undefined, null, 'theme', 42, [1, 2]])
      expect(read(input)).toEqual(defaults);
  });

  it('never coerces: a field of the wrong type takes its default', () => {
    expect(
      read({ name: 12, tagline: '  ', badge: ['x'], html: 5, on: 'true', size: '7', logo: 3 }),
    ).toEqual({
      name: 'My Store',
      tagline: undefined,
      badge: null,
      html: '',
      on: false,
      size: 3,
      logo: null,
      links: [],
    });
  });

  it('keeps values of the right type, drops unknown keys', () => {
    expect(
      read({
        name: 'Acme',
        tagline: 'Prints',
        badge: 'New',
        html: '',
        on: true,
        size: 0,
        logo: '/logo.png',
        extra: 'x',
      }),
    ).toEqual({
      name: 'Acme',
      tagline: 'Prints',
      badge: 'New',
      html: '',
      on: true,
      size: 0,
      logo: '/logo.png',
      links: [],
    });
  });

  it('keeps only store paths and public URLs as links', () => {
    expect(read({ logo: 'javascript:alert(1)' }).logo).toBeNull();
    expect(read({ logo: '//evil.example.com/x.png' }).logo).toBeNull();
    expect(read({ logo: 'https://cdn.example.com/x.png' }).logo).toBe(
      'https://cdn.example.com/x.png',
    );
  });

  it('keeps the valid entries of a list, each without unknown keys', () => {
    expect(read({ links: [{ id: 'a', x: 1 }, { id: 2 }, 'b', null, { id: 'c' }] }).links).toEqual([
      { id: 'a' },
      { id: 'c' },
    ]);
  });
});
