// Test runs are quiet and never throttled, except where a test turns the limit on itself; the
// newsletter's cleanup and the payments' reconciliation run when a test runs them.
process.env.WRITE_RATE_LIMIT_PER_MINUTE ??= '100000';
process.env.MAIL_POLL_INTERVAL_MS ??= '0';
process.env.NEWSLETTER_CLEANUP_INTERVAL_MS ??= '0';
process.env.OWNER_DIGEST_CHECK_INTERVAL_MS ??= '0';
process.env.PAYMENT_RECONCILE_INTERVAL_MS ??= '0';
