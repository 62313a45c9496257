import { DEFAULT_LOCALIZATION_DETAILS } from '../../i18n/localeLists';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../config';
import {
  getBuyerLocalization,
  getLocalizationDetails,
  usableBuyer,
  usableDetails,
} from './localization';

const answer = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    text: () => Promise.resolve(JSON.stringify(body)),
  }) as Response;

const details = {
  available_locales: [{ local_code: 'de', local_name: 'Deutsch' }],
  available_currencies: [{ currency: 'EUR', symbol: '€' }],
  available_regions: [{ region: 'EUR', fulfillment_region: 'EUR' }],
};

describe('localization calls', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setRuntimeConfig({
      ...DEFAULT_RUNTIME_CONFIG,
      hosts: { ...DEFAULT_RUNTIME_CONFIG.hosts, backend: 'https://b.example' },
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("asks the backend for the store's details and the buyer's localization", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, details));
    expect(await getLocalizationDetails('demo')).toEqual(details);
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      'https://b.example/v1/localization_details?storeId=demo',
    );
    const buyer = {
      buyer_region: 'EUR',
      buyer_currency: 'EUR',
      buyer_locale: 'de',
      fulfillment_region: 'EUR',
    };
    fetchMock.mockResolvedValueOnce(answer(200, buyer));
    expect(await getBuyerLocalization('demo')).toEqual(buyer);
    expect(String(fetchMock.mock.calls[1][0])).toBe(
      'https://b.example/v1/buyer_localization?storeSlug=demo',
    );
  });

  it('gives the default set when the details fail or are malformed (SPEC §7)', async () => {
    fetchMock.mockResolvedValue(answer(500, { errors: [{ detail: 'down' }] }));
    expect(await getLocalizationDetails('demo')).toBe(DEFAULT_LOCALIZATION_DETAILS);
    fetchMock.mockReset().mockResolvedValue(answer(200, { available_locales: [] }));
    expect(await getLocalizationDetails('demo')).toBe(DEFAULT_LOCALIZATION_DETAILS);
  });

  it('accepts only answers of the expected shape', () => {
    expect(usableDetails(details)).toBe(details);
    expect(usableDetails({ ...details, available_regions: [{ region: 1 }] })).toBeNull();
    expect(usableBuyer({ buyer_region: 'USA' })).toBeNull();
  });
});
