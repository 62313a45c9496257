// The field kit's look lives in @store/shared itself (ui/fieldStyles.ts), so plain forms outside
// the kit share it; the kit's fields take it from there, as the rest of the kit takes shared.
export { useFieldStyles } from '@store/shared';
