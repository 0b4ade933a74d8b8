// The back office's shapes: for the API and the remotes' admin pages, not the shop's pages.
export * from './community';
export * from './dashboard';
export * from './discount-codes';
export * from './emails';
export * from './engagement';
export * from './orders';
export * from './owners';
export * from './paging';
export * from './products';
export * from './refunds';
export * from './reviews';
