// @healing/contracts: every shape that crosses a boundary, as zod schemas with their types
// inferred, and the constants both sides need. Back-office shapes: '@healing/contracts/admin'.
export * from './store';
export * from './rules';
