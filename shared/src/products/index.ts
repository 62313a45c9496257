export * from './tiles';
export * from './variants';
