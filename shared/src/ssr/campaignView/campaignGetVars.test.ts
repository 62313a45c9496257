import { campaignGetVars } from './campaignGetVars';

describe('viewed_campaign get_vars (SPEC §7)', () => {
  it('keeps every query parameter except product, size and variation', () => {
    expect(campaignGetVars('?pid=p1&product=p1&size=m&variation=v2&utm_source=tt&aid=x-1')).toEqual(
      { pid: 'p1', utm_source: 'tt', aid: 'x-1' },
    );
    expect(campaignGetVars('')).toEqual({});
  });
});
