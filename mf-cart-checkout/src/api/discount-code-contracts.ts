// The back office's discount codes (`/api/admin/discount-codes`), from the contracts' admin
// entry (which the platform does not re-export), imported here as types only.
export type {
  AdminDiscountCodeDto,
  AdminDiscountCodeListDto,
  AdminDiscountCodeRequest,
  DiscountCodeState,
} from '@healing/contracts/admin';
