/**
 * What a contract's documents print (technical sheet PDF and xlsx, lease document; contract
 * src/api/contract/contracts/contract-files.ts; docs/contracts-billing.md "Downloads and order jobs"): the contract
 * as `GET /client/campaigns/{id}/contracts` answers it (contract-view.ts `contractAnswers`: units from the cart
 * lines, totals in centavos), each unit with its address, side and media owner, the status's name and the words of
 * the document's language. Read-only; no I/O beyond the database reads.
 */
import { inArray } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import type { Contract, ContractUnit } from '#src/api/contract/contracts.ts';
import { toMinor } from '#src/domain/contract-rules.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { providers, units } from '#server/db/schema.ts';
import { CONTRACT_DOCUMENT_WORDS, type ContractDocumentWords } from '#server/i18n/contract-work.ts';
import { enumList } from '../lookups.ts';
import { contractAnswers, findContract } from './contract-view.ts';

/** One unit of a document: the contract's line (pesos, days, YYYY-MM-DD) plus where it is and whose it is. */
export interface DocumentUnit extends ContractUnit {
  address: string;
  side: string;
  /** The media owner (provider) of the unit. */
  provider: string;
}

/** A contract ready to print. Money in centavos (`*_minor`) as summed, pesos in `contract`. */
export interface ContractDocument {
  contract: Contract;
  /** The status's name in `locale` (`/enums/contract-statuses`). */
  statusName: string;
  units: DocumentUnit[];
  /** Sum of the units' totals, centavos. */
  unitsMinor: number;
  /** Other costs of the contract (contract total − units), centavos. */
  otherMinor: number;
  /** The distinct media owners of its units, by name. */
  providers: string[];
  locale: Locale;
  words: ContractDocumentWords;
}

/**
 * Loads contract `id` for a document in `locale` (media type names and status name in that language).
 * @throws HttpError 404 when the caller does not reach the contract (contract-view.ts `findContract`)
 */
export async function loadContractDocument(
  db: Db,
  user: AuthUser,
  id: number,
  locale: Locale,
): Promise<ContractDocument> {
  const row = await findContract(db, user, id, locale);
  const [contract] = await contractAnswers(db, [row], locale);
  const ids = contract!.units.map((u) => u.unit_id);
  const [places, statuses] = await Promise.all([
    ids.length
      ? db
          .select({ id: units.id, address: units.address, side: units.side, providerId: units.providerId })
          .from(units)
          .where(inArray(units.id, ids))
      : Promise.resolve([]),
    enumList(db, 'contract-statuses', locale),
  ]);
  const owners = places.length
    ? await db
        .select({ id: providers.id, name: providers.name })
        .from(providers)
        .where(inArray(providers.id, [...new Set(places.map((p) => p.providerId))]))
    : [];
  const ownerName = new Map(owners.map((o) => [o.id, o.name]));
  const placeOf = new Map(places.map((p) => [p.id, p]));
  const docUnits = contract!.units.map((u) => {
    const p = placeOf.get(u.unit_id);
    return {
      ...u,
      address: p?.address ?? '',
      side: p?.side ?? '',
      provider: (p && ownerName.get(p.providerId)) ?? '',
    };
  });
  const unitsMinor = docUnits.reduce((sum, u) => sum + toMinor(u.total), 0);
  return {
    contract: contract!,
    statusName: statuses.data.find((s) => s.key === contract!.status)?.name ?? contract!.status,
    units: docUnits,
    unitsMinor,
    otherMinor: toMinor(contract!.total) - unitsMinor,
    providers: [...new Set(docUnits.map((u) => u.provider).filter(Boolean))].toSorted((a, b) =>
      a.localeCompare(b, locale),
    ),
    locale,
    words: CONTRACT_DOCUMENT_WORDS[locale],
  };
}
