import { CARD_MESSAGES, toCardMessage } from './cardMessages';
import { inEnglish } from '../../../test/inEnglish';

describe('toCardMessage (SPEC §8 card errors)', () => {
  it.each(CARD_MESSAGES.map((m) => [m]))('passes "%s" through', (m) => {
    expect(inEnglish(toCardMessage(m))).toBe(m);
  });

  it('has exactly the six SPEC messages', () => {
    expect(CARD_MESSAGES).toHaveLength(6);
  });

  it.each([['Card declined: do_not_honor'], ['Stripe error'], [''], [null], [undefined]])(
    'maps %p to "Your card was declined."',
    (m) => {
      expect(inEnglish(toCardMessage(m))).toBe('Your card was declined.');
    },
  );
});
