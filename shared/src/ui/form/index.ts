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
export type { FieldCommonProps } from './useStoreField';
