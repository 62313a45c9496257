import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    const load = jest.fn(() => Promise.resolve('library'));
    const get = loadOnce(load);
    expect(get()).toBe(get());
    await expect(get()).resolves.toBe('library');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('library');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('chunk failed');
    await expect(get()).resolves.toBe('library');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
