// The back office home's shapes (`GET /api/admin/dashboard`), from the contracts' admin entry,
// imported here as types only.
export type {
  AdminDashboardDto,
  PeriodFiguresDto,
  SalesFiguresDto,
} from '@healing/contracts/admin';
