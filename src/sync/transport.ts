/**
 * What the engine sends requests through: the app's contract client
 * (`ApiClient.call`), so tests pass a fake with the same shape and no network
 * (ARCHITECTURE rule of thumb 4).
 */
import type { ApiClient, CallOptions } from '../api/client.ts';
import type { AnyEndpoint, CallInput } from '../api/contract/define.ts';

/** The transport: `call(endpoint, input, options)` resolving to the validated answer, rejecting with an ApiError. */
export type Transport = Pick<ApiClient, 'call'>;

/** Calls with an input built at run time (collections, mutations), where the endpoint's exact type is not known statically. */
export function callLoose(
  transport: Transport,
  endpoint: AnyEndpoint,
  input: unknown,
  options: CallOptions,
): Promise<unknown> {
  return transport.call(endpoint, input as CallInput<AnyEndpoint>, options);
}
