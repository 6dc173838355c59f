/**
 * The whole /api contract: every declared endpoint, by area. The reference
 * server registers exactly these (see `npm run api:routes`); the client calls
 * them through src/api/client.ts.
 */
import type { AnyEndpoint } from './define.ts';
import * as session from './session.ts';
import * as files from './files.ts';
import * as translations from './translations.ts';
import * as lookups from './lookups.ts';
import * as workgroups from './workgroups.ts';
import * as catalogueLists from './catalogue-lists.ts';
import * as fieldWork from './field-work.ts';
import * as printWork from './print-work-orders.ts';
import * as movementUnits from './movement-units.ts';
import * as campaigns from './campaigns.ts';
import * as inventory from './inventory.ts';
import * as art from './art.ts';
import * as catalogueRest from './catalogue-rest.ts';
import * as availability from './availability.ts';
import * as sales from './sales.ts';
import * as contracts from './contracts.ts';
import * as billing from './billing.ts';
import * as reports from './reports.ts';
import * as boards from './boards.ts';
import * as agencies from './agencies.ts';
import * as businessRules from './business-rules.ts';
import * as workspaces from './workspaces.ts';
import * as workgroupMembers from './workgroup-members.ts';
import * as workgroupTransfer from './workgroup-transfer.ts';
import * as customers from './customers.ts';
import * as circuits from './circuits.ts';
import * as documents from './documents.ts';
import * as integrations from './integrations.ts';

export * from './define.ts';
export {
  session,
  files,
  translations,
  lookups,
  catalogueLists,
  workgroups,
  fieldWork,
  printWork,
  movementUnits,
  campaigns,
  inventory,
  art,
  catalogueRest,
  availability,
  sales,
  contracts,
  billing,
  reports,
  boards,
  agencies,
  businessRules,
  workspaces,
  workgroupMembers,
  workgroupTransfer,
  customers,
  circuits,
  documents,
  integrations,
};

function endpointsOf(mod: Record<string, unknown>): AnyEndpoint[] {
  return Object.values(mod).filter(
    (x): x is AnyEndpoint =>
      typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'answer' in x && 'access' in x,
  );
}

/** Every endpoint of the contract, in declaration order by area. */
export const contract: readonly AnyEndpoint[] = /* @__PURE__ */ [
  session,
  files,
  translations,
  lookups,
  catalogueLists,
  workgroups,
  fieldWork,
  printWork,
  movementUnits,
  campaigns,
  inventory,
  art,
  catalogueRest,
  availability,
  sales,
  contracts,
  billing,
  reports,
  boards,
  agencies,
  businessRules,
  workspaces,
  workgroupMembers,
  workgroupTransfer,
  customers,
  circuits,
  documents,
  integrations,
].flatMap((m) => endpointsOf(m));
