// The shop's shapes: what the storefront sends and reads.
export * from './cart';
export * from './checkout';
export * from './catalog';
export * from './community';
export * from './content';
export * from './custom-design-name';
export * from './designs';
export * from './engagement';
export * from './orders';
export * from './order-links';
export * from './order-words';
export * from './product-kinds';
export * from './reviews';
export * from './search';
export * from './session';
export * from './system';
