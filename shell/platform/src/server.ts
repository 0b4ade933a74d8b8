// The platform's entry for server renderers: what a render bundles beside the main entry to
// route its API requests. Never shared with the browser, so not in the recorded public API.
export { sendApiRequestsThrough } from './api-fetch';
