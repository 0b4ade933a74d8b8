// The order life cycle's shapes: the back office's order endpoints (from the contracts' admin
// entry, which the platform does not re-export) and what the shopper's order page reads (through
// the platform), imported here as types only.
export type {
  AdminOrderDetail,
  AdminOrderHistoryEntry,
  AdminOrderLine,
  AdminOrderPage,
  AdminOrderSummary,
  AdminOrderRefund,
  CancelOrderRequest,
  CreateRefundRequest,
  IssuedOrderLink,
  MarkPaidRequest,
  MarkShippedRequest,
  PaymentLinkRequest,
  RefundMethod,
  UndoableOrderStep,
  UndoOrderStepRequest,
} from '@healing/contracts/admin';
// Refunds and undo: the methods' words, the form's messages and how long a step can be undone.
export {
  REFUND_MESSAGES,
  REFUND_METHOD_NAMES,
  REFUND_METHODS,
  UNDO_WINDOW_MINUTES,
} from '@healing/contracts/admin';
export type {
  OrderAction,
  OrderHistoryAction,
  ShopperOrderDto,
  ShopperOrderHistoryEntry,
} from '@healing/platform';
