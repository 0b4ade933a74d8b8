import type { AfterQueryEvent } from 'typeorm';
import { AbandonedQuerySubscriber } from './abandoned-query.subscriber';

function afterQuery(error: unknown) {
  const end = jest.fn().mockResolvedValue(undefined);
  const event = {
    success: error === undefined,
    error,
    queryRunner: { databaseConnection: { end } },
  } as unknown as AfterQueryEvent<unknown>;
  new AbandonedQuerySubscriber().afterQuery(event);
  return end;
}

describe('AbandonedQuerySubscriber', () => {
  it('closes the connection of a query the driver stopped waiting for', () => {
    expect(afterQuery(new Error('Query read timeout'))).toHaveBeenCalledTimes(1);
  });

  it('keeps connections whose query answered, even with an error', () => {
    expect(afterQuery(undefined)).not.toHaveBeenCalled();
    expect(
      afterQuery(new Error('duplicate key value violates unique constraint')),
    ).not.toHaveBeenCalled();
    expect(
      afterQuery(new Error('canceling statement due to statement timeout')),
    ).not.toHaveBeenCalled();
  });
});
