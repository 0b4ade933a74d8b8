// jsdom leaves out a few web APIs that react-router and the platform use in the browser; Node's
// own TextEncoder and TextDecoder stand in for those two, and scrolling does nothing.
/// <reference lib="dom" />
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder });
}
if (typeof globalThis.TextDecoder === 'undefined') {
  Object.assign(globalThis, { TextDecoder: util.TextDecoder });
}
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
}
