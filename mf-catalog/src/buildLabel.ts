/** This bundle's release label from the build (`--env buildLabel=…`); '' for ordinary builds. */
export const BUILD_LABEL: string = typeof __BUILD_LABEL__ === 'string' ? __BUILD_LABEL__ : '';
