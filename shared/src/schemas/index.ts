export {
  anyText,
  finite,
  flag,
  isPlainObject,
  link,
  listOf,
  optionalFlag,
  optionalText,
  publicLink,
  section,
  text,
  textOrNull,
} from './repair';
export { EMAIL_MESSAGE, emailField } from './email';
