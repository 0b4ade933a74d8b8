import { remoteModulesFor } from './route-remotes';

describe('remoteModulesFor', () => {
  it('names the modules each address needs, for preloading', () => {
    expect(remoteModulesFor('/')).toEqual([{ remote: 'catalog', module: './HomeSections' }]);
    expect(remoteModulesFor('/love-is')).toEqual([
      { remote: 'catalog', module: './CollectionPage' },
    ]);
    expect(remoteModulesFor('/product/12')).toMatchObject([
      { remote: 'catalog', module: './ProductPage' },
    ]);
    expect(remoteModulesFor('/order-confirmation/3/')).toMatchObject([
      { remote: 'cartCheckout', module: './OrderConfirmationPage' },
    ]);
  });

  it("names nothing for the shell's own pages and unknown paths", () => {
    expect(remoteModulesFor('/terms')).toEqual([]);
    expect(remoteModulesFor('/product')).toEqual([]);
    expect(remoteModulesFor('/nowhere/at/all')).toEqual([]);
  });
});
