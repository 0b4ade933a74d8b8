import { UploadReadGate, UploadReadsBusyError } from './upload-read-gate';

describe('UploadReadGate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const gate = () => new UploadReadGate({ permits: 2, maxWaiting: 1, maxWaitMs: 2000 });

  it('lets as many reads through at once as it has permits', async () => {
    const reads = gate();
    await reads.acquire();
    await reads.acquire();
    expect(reads.usage).toEqual({ inUse: 2, waiting: 0 });
  });

  it('hands a freed permit to the first read in line', async () => {
    const reads = gate();
    const release = await reads.acquire();
    await reads.acquire();
    let granted = false;
    const waiting = reads.acquire().then(() => {
      granted = true;
    });
    expect(reads.usage).toEqual({ inUse: 2, waiting: 1 });
    release();
    await waiting;
    expect(granted).toBe(true);
    expect(reads.usage).toEqual({ inUse: 2, waiting: 0 });
  });

  it('refuses at once when the line is full, with a Retry-After in seconds', async () => {
    const reads = gate();
    await reads.acquire();
    await reads.acquire();
    void reads.acquire().catch(() => undefined);
    const refusal = reads.acquire();
    await expect(refusal).rejects.toBeInstanceOf(UploadReadsBusyError);
    await expect(refusal).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 2 });
  });

  it('refuses a read that waited its longest, and takes it out of the line', async () => {
    const reads = gate();
    await reads.acquire();
    await reads.acquire();
    const waiting = reads.acquire();
    jest.advanceTimersByTime(2000);
    await expect(waiting).rejects.toBeInstanceOf(UploadReadsBusyError);
    expect(reads.usage).toEqual({ inUse: 2, waiting: 0 });
  });

  it('counts a permit given back twice once', async () => {
    const reads = gate();
    const release = await reads.acquire();
    release();
    release();
    expect(reads.usage).toEqual({ inUse: 0, waiting: 0 });
  });
});
