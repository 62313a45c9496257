// js-cookie 3 ships no types and @types/js-cookie is not installed: the small surface we use.
declare module 'js-cookie' {
  interface CookieAttributes {
    expires?: number | Date;
    path?: string;
    domain?: string;
    secure?: boolean;
    sameSite?: 'strict' | 'lax' | 'none' | 'Strict' | 'Lax' | 'None';
  }
  interface CookiesStatic {
    get(name: string): string | undefined;
    set(name: string, value: string, attributes?: CookieAttributes): string | undefined;
    remove(name: string, attributes?: CookieAttributes): void;
  }
  const Cookies: CookiesStatic;
  export default Cookies;
}
