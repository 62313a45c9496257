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
    /** The libpq connection underneath. */
    pq: {
      /** 0 idle, 1 active, 2 in a transaction, 3 in a failed transaction, 4 connection bad. */
      transactionStatus(): number;
      resultErrorFields(): { sqlState?: string } | null | undefined;
    };
  }
  export = Client;
}
