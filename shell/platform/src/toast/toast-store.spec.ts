import { dismissToast, getToasts, toast } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    dismissToast();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('shows one toast at a time, the newest replacing the one before', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Newest', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast, then removes it after its exit animation', () => {
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    jest.advanceTimersByTime(500);
    expect(getToasts()).toHaveLength(0);
  });
});
