import * as yup from 'yup';
import { emailField, enText, type Customer } from '@store/shared';
import { countryName, stateName, US_COUNTRY } from '@store/shared/form';
import { isValidPhone } from './phoneNumbers';
import { ADDRESS_ERROR_MESSAGES } from './messages';

/** The delivery address form's values (state and country kept as codes). */
export interface AddressFormValues {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  stateCode: string;
  zip: string;
  countryCode: string;
  phone: string;
}

/** The address schema's English messages: the en text of ADDRESS_ERROR_MESSAGES. */
export const ADDRESS_MESSAGES = {
  email: enText(ADDRESS_ERROR_MESSAGES.email),
  firstName: enText(ADDRESS_ERROR_MESSAGES.firstName),
  lastName: enText(ADDRESS_ERROR_MESSAGES.lastName),
  address1: enText(ADDRESS_ERROR_MESSAGES.address1),
  city: enText(ADDRESS_ERROR_MESSAGES.city),
  zip: enText(ADDRESS_ERROR_MESSAGES.zip),
  state: enText(ADDRESS_ERROR_MESSAGES.state),
  country: enText(ADDRESS_ERROR_MESSAGES.country),
  phone: enText(ADDRESS_ERROR_MESSAGES.phone),
  phoneInvalid: enText(ADDRESS_ERROR_MESSAGES.phoneInvalid),
} as const;

/** The address schema's messages, by field and check (the view passes them translated). */
export type AddressMessages = Record<keyof typeof ADDRESS_MESSAGES, string>;

/** SPEC §5 address rules, with `messages` (the SPEC's English by default) as the errors. */
export function makeAddressSchema(messages: AddressMessages = ADDRESS_MESSAGES) {
  return yup.object({
    email: emailField(messages.email),
    firstName: yup.string().trim().required(messages.firstName),
    lastName: yup.string().trim().required(messages.lastName),
    address1: yup.string().trim().required(messages.address1),
    address2: yup.string(),
    city: yup.string().trim().required(messages.city),
    stateCode: yup.string().when('countryCode', {
      is: US_COUNTRY.code,
      then: (s) => s.required(messages.state),
      otherwise: (s) => s,
    }),
    zip: yup.string().trim().required(messages.zip),
    countryCode: yup.string().required(messages.country),
    phone: yup
      .string()
      .trim()
      .required(messages.phone)
      .test('phone', messages.phoneInvalid, (v, ctx) =>
        isValidPhone(v, (ctx.parent as Partial<AddressFormValues>).countryCode),
      ),
  });
}

export const addressSchema = makeAddressSchema();

/**
 * What is still wrong with `values`, in the SPEC's English whatever the shopper reads (the
 * analytics report those words): each field's first message, as the form shows its own.
 */
export async function englishFieldErrors(
  values: AddressFormValues,
): Promise<Record<string, string>> {
  try {
    await addressSchema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const errors: Record<string, string> = {};
    for (const { path, message } of e.inner) if (path && !(path in errors)) errors[path] = message;
    return errors;
  }
}

/** Email is trimmed when the field loses focus. */
export function trimEmail(value: string): string {
  return value.trim();
}

export const EMPTY_ADDRESS: AddressFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  stateCode: '',
  zip: '',
  countryCode: US_COUNTRY.code,
  phone: '',
};

export function customerToValues(c: Customer | null | undefined): AddressFormValues {
  if (!c) return EMPTY_ADDRESS;
  return {
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    address1: c.address.address1,
    address2: c.address.address2 ?? '',
    city: c.address.city,
    stateCode: c.address.stateCode,
    zip: c.address.zip,
    countryCode: c.address.countryCode || US_COUNTRY.code,
    phone: c.phone,
  };
}

export function valuesToCustomer(v: AddressFormValues, id?: string): Customer {
  const isUs = v.countryCode === US_COUNTRY.code;
  return {
    ...(id ? { id } : {}),
    email: v.email.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    phone: v.phone.trim(),
    address: {
      address1: v.address1.trim(),
      address2: v.address2.trim() || undefined,
      city: v.city.trim(),
      state: isUs ? stateName(v.stateCode) : v.stateCode.trim(),
      stateCode: isUs ? v.stateCode : v.stateCode.trim(),
      zip: v.zip.trim(),
      country: countryName(v.countryCode),
      countryCode: v.countryCode,
    },
  };
}

/** SPEC §5: a placed order counts as complete only if every address part is longer than 1 character. */
export function hasFullAddress(c: Customer | null | undefined): boolean {
  if (!c?.address) return false;
  const a = c.address;
  return [a.address1, a.city, a.state || a.stateCode, a.zip, a.country || a.countryCode].every(
    (p) => typeof p === 'string' && p.trim().length > 1,
  );
}
