// css-loader ships no types: the part of it that webpack.cjs uses.
declare module 'css-loader' {
  import type { LoaderContext } from 'webpack';

  /** The CSS Modules options css-loader hands to a `getLocalIdent` (`context`: the root names are relative to). */
  export interface LocalIdentOptions {
    context: string;
    [option: string]: unknown;
  }

  export function defaultGetLocalIdent(
    loaderContext: LoaderContext<object>,
    localIdentName: string,
    localName: string,
    options: LocalIdentOptions,
  ): string;
}
