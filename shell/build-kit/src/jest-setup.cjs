// jsdom leaves out a few web APIs that react-router and the platform use in the browser.
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof window !== 'undefined' && !window.scrollTo.mock) {
  window.scrollTo = () => undefined;
}

require('@testing-library/jest-dom');
