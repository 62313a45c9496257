export * from './config';
export * from './errors';
export * from './fetchJson';
export * from './calls/catalog';
export * from './calls/store';
export * from './calls/checkout';
export * from './calls/payments';
export * from './calls/orders';
