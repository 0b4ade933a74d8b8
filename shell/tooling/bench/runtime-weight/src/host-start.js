// The host's entry: the app starts behind an async boundary, as the shell's does.
void import('./host-app');
