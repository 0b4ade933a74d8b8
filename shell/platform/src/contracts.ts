// The API's request and response types, declared once in @healing/contracts.
export type * from '@healing/contracts';
export type { AdminHealingMomentDto } from '@healing/contracts/admin';
