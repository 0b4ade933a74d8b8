import { random128Hex } from './random';

describe('random128Hex', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives 128 bits in hex, never the same twice, past many draws', () => {
    const ids = Array.from({ length: 1000 }, () => random128Hex());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses each byte the crypto source gave once, drawing again when they run out', () => {
    let next = 0;
    const draw = jest.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = array as Uint8Array;
      for (let index = 0; index < bytes.length; index += 1) bytes[index] = next++ % 256;
      return array;
    });
    // Whatever was left of an earlier draw first; then ids made only of this test's bytes.
    while (draw.mock.calls.length === 0) random128Hex();
    const firstDraw = (draw.mock.calls[0][0] as Uint8Array).length;
    const fromFirst: string[] = [random128Hex()];
    // Skip to the last id of that first draw, then one more: taken from a second draw.
    for (let count = 2; count < firstDraw / 16; count += 1) fromFirst.push(random128Hex());
    expect(draw).toHaveBeenCalledTimes(1);
    const afterDraw = random128Hex();
    expect(draw).toHaveBeenCalledTimes(2);

    const expected = (start: number) =>
      Array.from({ length: 16 }, (_, index) =>
        ((start + index) % 256).toString(16).padStart(2, '0'),
      ).join('');
    // The draw's first id was taken by the loop above, so the next begins 16 bytes in.
    expect(fromFirst[0]).toBe(expected(16));
    expect(afterDraw).toBe(expected(firstDraw % 256));
  });
});
