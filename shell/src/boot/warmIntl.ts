/**
 * Makes the browser load its number and plural data for the page's language. The first Intl
 * call of a page does that (20–60 ms on this machine, four times as long on a phone), and it
 * would otherwise land inside the boot's module evaluation, where react-intl first asks which
 * locales are supported: called in a task of its own while the boot chunks download, it
 * lengthens no other task.
 */
export function warmIntl(lang: string = document.documentElement.lang): void {
  try {
    const locales = lang ? [lang] : [];
    Intl.NumberFormat.supportedLocalesOf(locales);
    new Intl.NumberFormat(locales, { style: 'currency', currency: 'USD' }).format(0);
    new Intl.PluralRules(locales).select(1);
  } catch {
    // A tag the platform refuses: the store's own formatting falls back and reports it.
  }
}
