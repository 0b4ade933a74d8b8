// What the shoppers were told: acknowledged orders, checkouts left without an answer, and any
// answer that disagreed with the shop's rules.
export class Ledger {
  acknowledged = [];
  unansweredCheckouts = [];
  mismatches = [];
  /** Names of the stories acknowledged with a 201 (one per visit at most). */
  stories = [];

  /** `retryWhile()`: whether a 503 or a lost connection is retried (during an outage). */
  constructor({ retryWhile = () => false } = {}) {
    this.retryWhile = retryWhile;
  }

  retry(answer) {
    return (answer.status === 503 || answer.status === 0) && this.retryWhile();
  }

  checkedOut(order) {
    this.acknowledged.push(order);
  }

  unanswered(checkout) {
    this.unansweredCheckouts.push(checkout);
  }

  storyShared(name) {
    this.stories.push(name);
  }

  mismatch(text) {
    this.mismatches.push(text);
  }
}
