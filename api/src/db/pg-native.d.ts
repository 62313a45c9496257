// pg-native ships no types (and DefinitelyTyped has none): the part of its API this layer uses.
declare module 'pg-native' {
  interface TypeParsers {
    getTypeParser(oid: number, format?: string): (value: string) => unknown;
  }
  class Client {
    constructor(options?: { types?: TypeParsers });
    connectSync(connectionString?: string): void;
    querySync(text: string, values?: (string | number | null)[]): Record<string, unknown>[];
    end(cb?: () => void): void;
  }
  export = Client;
}
