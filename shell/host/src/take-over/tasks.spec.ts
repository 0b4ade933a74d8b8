/**
 * @jest-environment node
 */
// MessageChannel: Node has it, as browsers do; jsdom does not.
import { afterThisTask, oneTaskEach } from './tasks';

describe("the entry's start-up tasks", () => {
  it('starts the first load at once and each next one only after the browser has had a turn', async () => {
    const started: string[] = [];
    const load = (name: string) => () => {
      started.push(name);
      return new Promise<string>((resolve) => setTimeout(() => resolve(name), 0));
    };
    const all = oneTaskEach([load('react'), load('react-dom'), load('platform')]);
    expect(started).toEqual(['react']);
    // Promise callbacks alone (the same task) do not start the next one.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(started).toEqual(['react']);
    await afterThisTask();
    expect(started).toEqual(['react', 'react-dom']);
    await expect(all).resolves.toEqual(['react', 'react-dom', 'platform']);
  });

  it('does not wait for one load to finish before starting the next', async () => {
    const never = new Promise<string>(() => undefined);
    let second = false;
    void oneTaskEach([
      () => never,
      () => {
        second = true;
        return Promise.resolve('second');
      },
    ]);
    await afterThisTask();
    await afterThisTask();
    expect(second).toBe(true);
  });

  it('fails with a load that fails, after starting the rest', async () => {
    let second = false;
    // The first load fails at once, while the second waits for its task to start.
    const all = oneTaskEach([
      () => Promise.reject(new Error('chunk 873 failed')),
      () => {
        second = true;
        return Promise.resolve('fine');
      },
    ]);
    await expect(all).rejects.toThrow('chunk 873 failed');
    expect(second).toBe(true);
  });
});
