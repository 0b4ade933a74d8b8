// The federation runtime must negotiate shared modules before any of them is used, so the app
// starts from an async boundary.
void import('./bootstrap');
