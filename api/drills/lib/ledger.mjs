// What the shoppers were told: acknowledged orders, checkouts left without an answer, and any
// answer that disagreed with the shop's rules.

/**
 * A checkout a shopper sent, and what its order must hold.
 * @typedef {object} Checkout
 * @property {string} sessionId
 * @property {string} idempotencyKey
 * @property {string} email
 * @property {import('./money.mjs').OrderLine[]} lines
 * @property {import('./money.mjs').Totals} expected
 * @property {string | null} [promoCode]
 */

export class Ledger {
  /** @type {(Checkout & { orderId: number })[]} */
  acknowledged = [];
  /** @type {(Checkout & { status: number })[]} */
  unansweredCheckouts = [];
  /** @type {string[]} */
  mismatches = [];
  /**
   * Names of the stories acknowledged with a 201 (one per visit at most).
   * @type {string[]}
   */
  stories = [];

  /**
   * `retryWhile()`: whether a 503 or a lost connection is retried (during an outage).
   * @param {{ retryWhile?: () => boolean }} [options]
   */
  constructor({ retryWhile = () => false } = {}) {
    this.retryWhile = retryWhile;
  }

  /** @param {import('./http.mjs').Answer} answer */
  retry(answer) {
    return (answer.status === 503 || answer.status === 0) && this.retryWhile();
  }

  /** @param {Checkout & { orderId: number }} order */
  checkedOut(order) {
    this.acknowledged.push(order);
  }

  /** @param {Checkout & { status: number }} checkout */
  unanswered(checkout) {
    this.unansweredCheckouts.push(checkout);
  }

  /** @param {string} name */
  storyShared(name) {
    this.stories.push(name);
  }

  /** @param {string} text */
  mismatch(text) {
    this.mismatches.push(text);
  }
}
