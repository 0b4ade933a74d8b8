// The order life cycle's shapes (the back office's order endpoints and what the shopper's order
// page reads), declared once in the API package and imported here as types only.
export type {
  AdminOrderDetail,
  AdminOrderHistoryEntry,
  AdminOrderLine,
  AdminOrderPage,
  AdminOrderSummary,
  CancelOrderRequest,
  MarkPaidRequest,
  MarkShippedRequest,
  OrderAction,
  PaymentLinkRequest,
  ShopperOrderDto,
  ShopperOrderHistoryEntry,
} from 'api/src/orders/order-contracts';
