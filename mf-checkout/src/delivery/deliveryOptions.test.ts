import { ApiError, RetryExceededError } from '@store/shared';
import { quotesResponse, rushOption, standardOption } from '../test/fixtures';
import {
  arrivalEstimate,
  deliveryListHidden,
  isDestinationError,
  toDeliveryOptions,
} from './deliveryOptions';
import { leadingDebounce } from '../address/leadingDebounce';

describe('delivery options helpers', () => {
  it('maps quotes to options named by shipping name', () => {
    expect(toDeliveryOptions(quotesResponse)).toEqual([standardOption, rushOption]);
  });

  it('hides the list while loading or when any option is free', () => {
    expect(deliveryListHidden([standardOption], false)).toBe(false);
    expect(deliveryListHidden([standardOption], true)).toBe(true);
    expect(deliveryListHidden([standardOption, { ...rushOption, price: 0 }], false)).toBe(true);
  });

  it('recognises the destination error codes only', () => {
    const err = (code: string) => new ApiError('Get delivery options', 422, [{ code, detail: '' }]);
    expect(isDestinationError(err('country_not_supported'))).toBe(true);
    expect(isDestinationError(err('items_cannot_be_shipped_to_selected_destination'))).toBe(true);
    expect(isDestinationError(err('other'))).toBe(false);
    expect(isDestinationError(new RetryExceededError('Get delivery options', 500))).toBe(false);
  });

  it('formats the arrival estimate for the thank-you page', () => {
    expect(arrivalEstimate(standardOption)).toBe('Mar 4 - Mar 9');
    expect(arrivalEstimate(null)).toBe('');
  });
});

describe('leadingDebounce (address choice, 300 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once and ignores repeats within the window', () => {
    const fn = jest.fn();
    const d = leadingDebounce(fn, 300);
    d('a');
    d('b');
    jest.advanceTimersByTime(299);
    d('c');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
    jest.advanceTimersByTime(300);
    d('d');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('d');
  });
});
