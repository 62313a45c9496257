import { FAN_VALIDATION_TEXT, holidayNote, showsFanValidation } from './listingNotices';

describe('fan validation notice (SPEC §5)', () => {
  it('shows only above 100 orders and with the flag on', () => {
    expect(showsFanValidation(101, true)).toBe(true);
    expect(showsFanValidation(100, true)).toBe(false);
    expect(showsFanValidation(1337, false)).toBe(false);
    expect(showsFanValidation(1337, undefined)).toBe(false);
    expect(showsFanValidation('1337', true)).toBe(false);
  });
  it('says so in words', () => {
    expect(FAN_VALIDATION_TEXT).toBe('Fan favorite: more than 100 orders');
  });
});

describe('holiday notes (SPEC §9, December 2023 only)', () => {
  const dec = (day: number, hour = 12) => new Date(2023, 11, day, hour);

  it('standard on the 1st–5th, rush on the 6th–8th, super rush on the 9th–10th', () => {
    expect(holidayNote(dec(1, 0), false)).toBe(
      'Order now with standard shipping to get it by 12/25.',
    );
    expect(holidayNote(dec(5, 23), false)).toBe(
      'Order now with standard shipping to get it by 12/25.',
    );
    expect(holidayNote(dec(6), false)).toBe('Order now with rush shipping to get it by 12/25.');
    expect(holidayNote(dec(8), false)).toBe('Order now with rush shipping to get it by 12/25.');
    expect(holidayNote(dec(9), false)).toBe(
      'Order now with super rush shipping to get it by 12/25.',
    );
    expect(holidayNote(dec(10, 23), false)).toBe(
      'Order now with super rush shipping to get it by 12/25.',
    );
    expect(holidayNote(dec(11), false)).toBeNull();
  });

  it('a digital product within 5 hours until the 25th', () => {
    expect(holidayNote(dec(1), true)).toBe('Holiday gift? Digital orders arrive within 5 hours.');
    expect(holidayNote(dec(25, 23), true)).toBe(
      'Holiday gift? Digital orders arrive within 5 hours.',
    );
    expect(holidayNote(dec(26), true)).toBeNull();
  });

  it('never outside December 2023', () => {
    expect(holidayNote(new Date(2023, 10, 30), false)).toBeNull();
    expect(holidayNote(new Date(2024, 11, 3), false)).toBeNull();
    expect(holidayNote(new Date(2022, 11, 3), true)).toBeNull();
    expect(holidayNote(new Date(2026, 10, 23), false)).toBeNull();
  });
});
