import { CARD_MESSAGES, toCardMessage } from './cardMessages';

describe('toCardMessage (SPEC §8 card errors)', () => {
  it.each(CARD_MESSAGES.map((m) => [m]))('passes "%s" through', (m) => {
    expect(toCardMessage(m)).toBe(m);
  });

  it('has exactly the six SPEC messages', () => {
    expect(CARD_MESSAGES).toHaveLength(6);
  });

  it.each([['Card declined: do_not_honor'], ['Stripe error'], [''], [null], [undefined]])(
    'maps %p to "Your card was declined."',
    (m) => {
      expect(toCardMessage(m)).toBe('Your card was declined.');
    },
  );
});
