import { warmIntl } from './warmIntl';

describe('warmIntl', () => {
  afterEach(() => jest.restoreAllMocks());

  it("asks the platform about the page's language", () => {
    document.documentElement.lang = 'de';
    const supported = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    warmIntl();
    expect(supported).toHaveBeenCalledWith(['de']);
  });

  it('uses the default locale when the page names none', () => {
    const supported = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    warmIntl('');
    expect(supported).toHaveBeenCalledWith([]);
  });

  it('never throws on a language tag the platform refuses', () => {
    expect(() => warmIntl('not a tag!')).not.toThrow();
  });
});
