/**
 * The art manager's handlers (contract src/api/contract/art/art-manager.ts, rules server/domain/art-rules.ts;
 * product.md §4): the client's side (art/client.ts) and the provider's (art/provider.ts) over what both share
 * (art/shared.ts, also used by the art-request and colour-proof handlers).
 */
import { clientHandlers } from './art/client.ts';
import { providerHandlers } from './art/provider.ts';

export { enforce, layoutOf, uploadedFile } from './art/shared.ts';

export const artHandlers = [...clientHandlers, ...providerHandlers];
