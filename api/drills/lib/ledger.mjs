// What the shoppers were told: acknowledged orders, checkouts left without an answer, refusals
// for stock and what the shoppers did about them, and any answer that disagreed with the shop's
// rules.

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

  /** Refusals for stock, and what the shoppers did about them. */
  stock = {
    /** Cart adds refused: more than was left. */
    refusedAdds: 0,
    /** Checkouts refused: too few left of a line. */
    refusedCheckouts: 0,
    /** Lines taken out after a refused checkout (none left of them). */
    linesDropped: 0,
    /** Orders placed by a second checkout, after changing the cart. */
    placedAfterRefusal: 0,
    /** Shoppers who left after a refusal (nothing left to buy, or a second refusal). */
    gaveUp: 0,
    /** Product pages with every size sold out (the shopper leaves). */
    soldOutSeen: 0,
  };

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

  /** @param {'add' | 'checkout'} where */
  stockRefused(where) {
    if (where === 'add') this.stock.refusedAdds += 1;
    else this.stock.refusedCheckouts += 1;
  }

  lineDropped() {
    this.stock.linesDropped += 1;
  }

  placedAfterRefusal() {
    this.stock.placedAfterRefusal += 1;
  }

  gaveUp() {
    this.stock.gaveUp += 1;
  }

  soldOutSeen() {
    this.stock.soldOutSeen += 1;
  }

  /** @param {string} text */
  mismatch(text) {
    this.mismatches.push(text);
  }
}
