/** Set by the webpack factory's DefinePlugin: a bundle's release label ('' unless given). */
declare const __BUILD_LABEL__: string | undefined;
