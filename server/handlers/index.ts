/** Every implemented endpoint of the reference server, by area. */
import type { Implementation } from '../http/register.ts';
import { sessionHandlers } from './session.ts';
import { profileHandlers } from './profile.ts';
import { fileHandlers } from './files.ts';
import { translationHandlers } from './translations.ts';
import { lookupHandlers } from './lookups.ts';
import { invitationHandlers } from './invitations.ts';
import { catalogueListHandlers } from './catalogue-lists.ts';
import { orderJobHandlers } from './order-jobs.ts';
import { printWorkOrderHandlers } from './print-work-orders.ts';
import { fieldWorkHandlers } from './field-work/handlers.ts';
import { printWorkHandlers, taskHandlers } from './print-work.ts';
import { movementUnitHandlers } from './movement-units.ts';
import { campaignHandlers } from './campaigns/handlers.ts';
import { inventoryHandlers } from './inventory.ts';
import { unitImportHandlers } from './unit-import.ts';
import { unitRuleHandlers } from './unit-rules.ts';
import { unitCatalogueHandlers } from './unit-catalogue.ts';
import { artHandlers } from './art.ts';
import { artRequestHandlers } from './art-requests.ts';
import { colourProofHandlers } from './colour-proofs.ts';
import { providerCampaignHandlers } from './provider-campaigns.ts';
import { catalogueRestHandlers } from './catalogue-rest/handlers.ts';
import { availabilityHandlers } from './availability.ts';
import { packageHandlers } from './packages.ts';
import { bookingHandlers } from './sales/bookings.ts';
import { priceRequestHandlers } from './sales/price-requests.ts';
import { proposalHandlers } from './sales/proposals.ts';
import { proposalPlanHandlers } from './sales/proposal-plan.ts';
import { proposalStatusHandlers } from './sales/proposal-status.ts';
import { contractHandlers } from './contracts/contracts.ts';
import { contractPartHandlers } from './contracts/contract-parts.ts';
import { contractUnitHandlers } from './contracts/contract-units.ts';
import { orderHandlers } from './contracts/orders.ts';
import { billingHandlers } from './billing/billing.ts';
import { paymentHandlers } from './billing/payments.ts';
import { contractFileHandlers } from './contracts/contract-files.ts';
import { contractOrderJobHandlers } from './contracts/contract-order-jobs.ts';
import { reportHandlers } from './reports/handlers.ts';
import { boardHandlers } from './boards.ts';
import { agencyHandlers } from './agencies.ts';
import { businessRuleHandlers } from './business-rules.ts';
import { providerChoiceHandlers } from './provider-choices.ts';
import { workspaceHandlers } from './workspaces.ts';
import { workgroupHandlers } from './workgroups.ts';
import { customerHandlers } from './customers.ts';
import { circuitHandlers } from './circuits.ts';
import { lookupExtraHandlers } from './lookups-extra.ts';
import { workgroupTransferHandlers } from './workgroup-transfer.ts';
import { documentHandlers } from './documents.ts';
import { providerFileHandlers } from './provider-files.ts';
import { liveFeedHandlers } from './live-feed.ts';
import { connectionHandlers } from './integrations.ts';
import { pipelineHandlers } from './integrations-pipelines.ts';

export const implementations: readonly Implementation[] = [
  ...sessionHandlers,
  ...profileHandlers,
  ...fileHandlers,
  ...translationHandlers,
  ...lookupHandlers,
  ...catalogueListHandlers,
  ...orderJobHandlers,
  ...printWorkOrderHandlers,
  ...invitationHandlers,
  ...fieldWorkHandlers,
  ...printWorkHandlers,
  ...taskHandlers,
  ...movementUnitHandlers,
  ...availabilityHandlers,
  ...packageHandlers,
  ...bookingHandlers,
  ...priceRequestHandlers,
  ...proposalHandlers,
  ...proposalPlanHandlers,
  ...proposalStatusHandlers,
  ...contractHandlers,
  ...contractPartHandlers,
  ...contractUnitHandlers,
  ...orderHandlers,
  ...billingHandlers,
  ...paymentHandlers,
  ...contractFileHandlers,
  ...contractOrderJobHandlers,
  ...campaignHandlers,
  ...inventoryHandlers,
  ...unitImportHandlers,
  ...unitRuleHandlers,
  ...unitCatalogueHandlers,
  ...artHandlers,
  ...artRequestHandlers,
  ...colourProofHandlers,
  ...providerCampaignHandlers,
  ...catalogueRestHandlers,
  ...reportHandlers,
  ...boardHandlers,
  ...agencyHandlers,
  ...businessRuleHandlers,
  ...providerChoiceHandlers,
  ...workspaceHandlers,
  ...workgroupHandlers,
  ...customerHandlers,
  ...circuitHandlers,
  ...lookupExtraHandlers,
  ...workgroupTransferHandlers,
  ...documentHandlers,
  ...providerFileHandlers,
  ...liveFeedHandlers,
  ...connectionHandlers,
  ...pipelineHandlers,
];
