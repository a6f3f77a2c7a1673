/** Raised when storefront JSON does not have the shape we need. `path` names the field. */
export class ProductDataError extends Error {
  override name = 'ProductDataError';
  /** Field path of the first problem, e.g. `variants[3].price`. */
  declare readonly path: string;

  constructor(path: string, problem: string) {
    super(`${path || '(root)'}: ${problem}`);
    this.path = path;
  }
}
