import { fieldErrorsEvent } from './fieldErrorsEvent';

describe('fieldErrorsEvent', () => {
  it('names the wrong fields and their messages, nothing typed', () => {
    expect(
      fieldErrorsEvent({ email: 'Please enter a valid email', zip: 'Please enter your zipcode' }),
    ).toEqual({
      event: 'checkout_field_errors',
      fields: ['email', 'zip'],
      messages: { email: 'Please enter a valid email', zip: 'Please enter your zipcode' },
    });
  });
  it('is null when nothing is wrong', () => {
    expect(fieldErrorsEvent({})).toBeNull();
    expect(fieldErrorsEvent({ email: undefined })).toBeNull();
  });
});
