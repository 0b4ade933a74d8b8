import { parseCollectionParams } from './use-collection-params';

describe('parseCollectionParams', () => {
  it('defaults to all, name, grid and no kind', () => {
    expect(parseCollectionParams(new URLSearchParams())).toEqual({
      category: 'all',
      sort: 'name',
      view: 'grid',
      kind: null,
    });
  });

  it('reads known values', () => {
    expect(
      parseCollectionParams(
        new URLSearchParams('category=treats&sort=newest&view=list&kind=gift-box'),
      ),
    ).toEqual({ category: 'treats', sort: 'newest', view: 'list', kind: 'gift-box' });
  });

  it('falls back to defaults for anything unknown', () => {
    expect(
      parseCollectionParams(
        new URLSearchParams('category=Treats&sort=popularity&view=cards&kind=<script>'),
      ),
    ).toEqual({ category: 'all', sort: 'name', view: 'grid', kind: null });
  });
});
