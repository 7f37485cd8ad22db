/**
 * Names the body of a route that reads its body by hand (its handler validates it, so the
 * parameter stays `unknown`): the OpenAPI document describes T (generate-api-types.ts reads the
 * type argument from the source). Does nothing at run time.
 */
export const BodyType = <T>(): MethodDecorator => () => {
  void (undefined as T | undefined);
};
