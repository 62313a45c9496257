/** SPEC §9: "Field errors are reported on the 'Deliver to this address' click." */
export const FIELD_ERRORS_EVENT = 'checkout_field_errors';

/**
 * The analytics payload for the fields still wrong when the shopper asks to deliver: field names
 * and our messages only, never what was typed (it is personal data). Null when all is well.
 */
export function fieldErrorsEvent(
  errors: Readonly<Record<string, unknown>>,
): { event: string; fields: string[]; messages: Record<string, string> } | null {
  const messages = Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const fields = Object.keys(messages);
  return fields.length ? { event: FIELD_ERRORS_EVENT, fields, messages } : null;
}
