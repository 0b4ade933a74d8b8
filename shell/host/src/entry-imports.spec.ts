// The browser entry (index.ts) runs before the federation runtime has negotiated the shared
// modules, so nothing it imports statically may load React: the page would stop at once with
// "Invalid loadShareSync function call" (RUNTIME-006). Everything React goes through
// import('./bootstrap').
jest.mock('react', () => {
  throw new Error('the entry loaded react');
});
jest.mock('react-dom', () => {
  throw new Error('the entry loaded react-dom');
});
jest.mock('react-dom/client', () => {
  throw new Error('the entry loaded react-dom/client');
});

describe("the browser entry's own imports", () => {
  it.each([
    './app/route-remotes',
    './remotes/preview',
    './remotes/registry',
    './remotes/shop-config',
    './server-render-markers',
    './telemetry/telemetry',
    './take-over/tasks',
    './remotes/shared-libraries',
  ])('%s loads without React', (path) => {
    expect(() => {
      jest.requireActual(path);
    }).not.toThrow();
  });
});
