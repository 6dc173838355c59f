/**
 * Named mutations of field work (product.md §2, §4 field operations), as the sync engine registers them:
 * one module per endpoint group under mutations/ (order jobs, routes, print work orders), each mutation
 * named after its endpoint. Screens import the module as a namespace (`orderJobs.accept`,
 * `routes.finish`, `printWorkOrders.finish`) and call `useMutation(def)`.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules and the contract.
 */
import type { AnyMutation } from '#src/sync/mutations.ts';
import * as orderJobs from './mutations/order-jobs.ts';
import * as routes from './mutations/routes.ts';
import * as printWorkOrders from './mutations/print-work-orders.ts';

export { orderJobs, routes, printWorkOrders };

export const fieldWorkMutations: readonly AnyMutation[] = [
  orderJobs.uploadPhoto,
  orderJobs.accept,
  orderJobs.reject,
  orderJobs.finish,
  orderJobs.assignTechnician,
  orderJobs.removeUnits,
  orderJobs.update,
  orderJobs.remove,
  orderJobs.addComment,
  orderJobs.addUnits,
  orderJobs.deleteItem,
  routes.finish,
  routes.assignTechnician,
  printWorkOrders.updateTaskProcess,
  printWorkOrders.attachFile,
  printWorkOrders.finish,
];
