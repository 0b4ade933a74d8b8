// The shop's rules for what visitors type, shared by the front ends (through the platform) and
// the API. Runtime code: keep it small and free of Node or Nest imports.
export * from './text-rules';
export * from './form-rules';
export * from './product-rules';
export * from './sign-in-rules';
export * from './query-rules';
export * from './length-rules';
export * from './link-rules';
