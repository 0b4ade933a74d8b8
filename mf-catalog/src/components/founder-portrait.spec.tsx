import { render } from '@testing-library/react';
import { FounderPortrait } from './founder-portrait';

describe("the founder's portrait", () => {
  it('wires every filter input to a result drawn before it (valid SVG, the same look everywhere)', () => {
    const { container } = render(<FounderPortrait />);
    const filters = Array.from(container.querySelectorAll('filter'));
    expect(filters.length).toBeGreaterThan(0);
    for (const filter of filters) {
      const named = new Set(['SourceGraphic', 'SourceAlpha']);
      for (const primitive of Array.from(filter.children)) {
        for (const input of ['in', 'in2']) {
          const value = primitive.getAttribute(input);
          if (value !== null) expect(named).toContain(value);
        }
        // A displacement map needs its map named: browsers differ on an implied one.
        if (primitive.tagName === 'feDisplacementMap') {
          expect(primitive.getAttribute('in2')).not.toBeNull();
        }
        const result = primitive.getAttribute('result');
        if (result) named.add(result);
      }
    }
  });
});
