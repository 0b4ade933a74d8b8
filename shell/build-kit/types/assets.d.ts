declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}

/** The build's release id ("1.0.0+2026-11-23T08:00:00.000Z"), defined by webpack. */
declare const __RELEASE__: string;
/** "name@version" of the package the build came from. */
declare const __PACKAGE__: string;
