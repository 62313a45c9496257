/** Rules over a chosen variant (colour + size) shared by the listing, cart, checkout and thank-you. */

/** SPEC §5 special case: a digital product's one size is labelled "Digital". */
export function isDigitalSizeLabel(label: string | null | undefined): boolean {
  return label?.trim().toLowerCase() === 'digital';
}

/** What a shopper reads for the "Digital" size: it is a download, not a garment size. */
export const DIGITAL_SIZE_TEXT = 'Digital download';

/** "Black / M" for a line item; the Digital size reads as a download; blanks are left out. */
export function variantText(
  colorName: string | null | undefined,
  sizeLabel?: string | null,
): string {
  const size = isDigitalSizeLabel(sizeLabel) ? DIGITAL_SIZE_TEXT : sizeLabel?.trim();
  return [colorName?.trim(), size].filter(Boolean).join(' / ');
}
