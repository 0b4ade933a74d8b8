// Types of exposed-props.cjs for TypeScript callers (shell/edge's release gate).
export declare const EXPOSES_CONTRACT_FILE: 'exposes-contract.json';

/** One prop: its type as standalone TypeScript text, and whether it may be left out. */
export interface PropRecord {
  type: string;
  optional: boolean;
}

/** Prop name -> its record; `{}`: takes no props. */
export type PropsRecord = Record<string, PropRecord>;

/** A remote build's exposes-contract.json; props null: unreadable, not checked. */
export interface ExposesContract {
  exposes: Record<string, { props: PropsRecord | null }>;
}

export declare function describeExposes(options: {
  exposes: Record<string, string>;
  dir: string;
  tsconfig?: string;
}): ExposesContract;

export declare function describePassedProps(options: {
  file: string;
  name: string;
  tsconfig: string;
}): Record<string, Record<string, PropsRecord>>;

export declare function unassignable(
  pairs: readonly { passed: string; accepted: string }[],
): { index: number; reason: string }[];

export declare class ExposedPropsPlugin {
  constructor(options: { exposes: Record<string, string>; dir: string });
  apply(compiler: import('webpack').Compiler): void;
}
