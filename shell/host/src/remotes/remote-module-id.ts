/** A remote module's id, 'catalog/HomeSections': as the federation runtime names it. */
export function remoteModuleId(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}
