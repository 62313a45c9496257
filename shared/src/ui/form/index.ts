export {
  useStoreForm,
  type StoreFormApi,
  type StoreFormConfig,
  type ValidateOn,
} from './useStoreForm';
export { StoreForm, type StoreFormProps } from './StoreForm';
export { TextField, type TextFieldProps, type TextFieldType } from './TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { CompoundField, type CompoundFieldProps, type CompoundPart } from './CompoundField';
export type { FieldCommonProps } from './useStoreField';
// SPEC §3 reference data the address forms pick from (checkout, pre-order).
export { buildCountries, COUNTRIES, countryName, US_COUNTRY, type Country } from './countries';
export { stateName, US_STATES, type UsState } from './usStates';
