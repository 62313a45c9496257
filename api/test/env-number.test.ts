import { envNumber } from '@store/shared/node/envNumber';

describe('envNumber: the one reader of whole numbers from the environment', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  test('unset or blank keeps the default, silently', () => {
    expect(envNumber({}, 'PG_POOL_SIZE')).toBeUndefined();
    expect(envNumber({ PG_POOL_SIZE: '  ' }, 'PG_POOL_SIZE')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  test('a whole number at or above the minimum is read', () => {
    expect(envNumber({ PG_POOL_SIZE: '12' }, 'PG_POOL_SIZE')).toBe(12);
    expect(envNumber({ PAGE_CACHE_ENTRIES: '0' }, 'PAGE_CACHE_ENTRIES', { min: 0 })).toBe(0);
  });

  test.each(['0', '-3', '1.5', 'ten', '1e400'])(
    '%s is refused by name, and the default holds',
    (raw) => {
      expect(envNumber({ SSR_THREADS: raw }, 'SSR_THREADS')).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`SSR_THREADS=${raw}`));
    },
  );
});
