// The order life cycle's shapes: the back office's order endpoints (from the contracts' admin
// entry, which the platform does not re-export) and what the shopper's order page reads (through
// the platform), imported here as types only.
export type {
  AdminOrderDetail,
  AdminOrderHistoryEntry,
  AdminOrderLine,
  AdminOrderPage,
  AdminOrderSummary,
  CancelOrderRequest,
  IssuedOrderLink,
  MarkPaidRequest,
  MarkShippedRequest,
  PaymentLinkRequest,
} from '@healing/contracts/admin';
export type {
  OrderAction,
  OrderHistoryAction,
  ShopperOrderDto,
  ShopperOrderHistoryEntry,
} from '@healing/platform';
