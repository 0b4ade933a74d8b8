// The API's request and response types, declared once in the API package.
export type * from 'api/src/contracts';
