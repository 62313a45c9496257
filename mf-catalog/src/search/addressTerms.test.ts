import { addressTerms } from './addressTerms';

describe("addressTerms: the search box's own address changes and the shopper's", () => {
  it("terms sent while an older one still renders arrive in turn as the box's own", () => {
    const terms = addressTerms('');
    terms.send('hoo');
    terms.send('hood');
    terms.send('hoodi');
    expect(terms.moved('hoo')).toBe(false);
    expect(terms.moved('hood')).toBe(false);
    expect(terms.moved('hoodi')).toBe(false);
    // Back from "hoodi" to "hood": nothing is on its way, so it is the shopper's move.
    expect(terms.moved('hood')).toBe(true);
  });

  it('a term React rendered straight past leaves nothing behind', () => {
    const terms = addressTerms('');
    terms.send('hood');
    terms.send('hoodi');
    expect(terms.moved('hoodi')).toBe(false);
    expect(terms.moved('hood')).toBe(true);
  });

  it('a term never sent is a move through history, and drops what was on its way', () => {
    const terms = addressTerms('galaxy');
    terms.send('galaxy tee');
    expect(terms.moved('moon')).toBe(true);
    expect(terms.moved('galaxy tee')).toBe(true);
  });

  it('the address unchanged is no move (an effect run twice, a re-render)', () => {
    const terms = addressTerms('galaxy');
    expect(terms.moved('galaxy')).toBe(false);
    expect(terms.moved('moon')).toBe(true);
    expect(terms.moved('moon')).toBe(false);
  });

  it('asking again for the address already on its way sends nothing', () => {
    const terms = addressTerms('galaxy');
    terms.send('galaxy');
    terms.send('tee');
    terms.send('tee');
    expect(terms.moved('tee')).toBe(false);
    expect(terms.moved('galaxy')).toBe(true);
  });

  it("the same term sent twice with another between arrives twice as the box's own", () => {
    const terms = addressTerms('');
    terms.send('ab');
    terms.send('a');
    terms.send('ab');
    expect(terms.moved('ab')).toBe(false);
    expect(terms.moved('a')).toBe(false);
    expect(terms.moved('ab')).toBe(false);
  });
});
