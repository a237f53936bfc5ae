import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';

type Bind = ContainerModuleLoadOptions['bind'];

/** The tokens of a constructor's parameters, in order, each typed as its parameter. */
export type TokensOf<Args extends readonly unknown[]> = { readonly [K in keyof Args]: ServiceIdentifier<Args[K]> };

/**
 * Binds `type` to itself, made from the services `tokens` name, in its constructor's order: each
 * dependency is written once, and the compiler checks every class token against its parameter
 * (value tokens such as TIME_ZONE are symbols, which it cannot tell apart).
 */
export const bindClass = <T, Args extends unknown[]>(bind: Bind, type: new (...args: Args) => T, ...tokens: TokensOf<Args>): void => {
  bind(type).toResolvedValue((...args: Args) => new type(...args), tokens as never);
};

/** Binds a port (an abstract class) to an adapter made the same way. */
export const bindPort = <Port, Args extends unknown[]>(
  bind: Bind,
  port: ServiceIdentifier<Port>,
  adapter: new (...args: Args) => Port,
  ...tokens: TokensOf<Args>
): void => {
  bind(port).toResolvedValue((...args: Args) => new adapter(...args), tokens as never);
};
