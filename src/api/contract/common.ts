/**
 * Building blocks shared by the endpoint declarations: ids and numbers that
 * arrive as URL strings, pagination, and the answer envelopes the product
 * reads (spec §7: "responses are read mostly from data (or data.data)";
 * api-catalogue §3: "Paginated answers expose data and meta with current_page
 * and last_page").
 */
import * as v from 'valibot';

/**
 * Bounds of the database's number columns (server/db/schema.ts), so that no
 * value the contract lets through can fail to fit (SECURITY.md: out of range →
 * 422, never 500).
 */
/** Largest PostgreSQL `integer` (int4): every id (`serial`), count, day and size column. */
export const INT4_MAX = 2_147_483_647;
/** Smallest PostgreSQL `integer`. */
export const INT4_MIN = -2_147_483_648;
/** Largest amount a money column (`numeric(14,2)`, pesos) holds. */
export const MONEY_MAX = 999_999_999_999.99;
/** Largest page number a list takes (pages start at 1). */
export const PAGE_MAX = 1_000_000;
/** Largest page size a list takes; handlers may serve fewer (server/handlers/lookups.ts `pageOf`). */
export const PER_PAGE_MAX = 1000;
/**
 * Largest page size a pullable list (`syncQuery`) takes and serves (issue 21: fewer, larger pages are fewer IndexedDB
 * transactions in the pull, docs/performance.md). A page of 2,000 media units is ~1 MB of JSON.
 */
export const SYNC_PER_PAGE_MAX = 2000;
/**
 * Largest page size of the media units' pull (`GET /provider/units`), the largest collection the mirror holds and
 * one of the cheapest rows to serve: the mirror pulls it 5,000 rows a page (~2.5 MB of JSON, ~0.4 MB gzip), so
 * 50,000 units are written in 10 IndexedDB transactions instead of 25 (issue 21, docs/performance.md "Twentieth
 * session": the 50,000 units' pull 13.7–16.0 → 10.5–12.3 s, ratio to a bare put 1.82–2.16 → 1.64–1.76). The other
 * pullable lists keep SYNC_PER_PAGE_MAX: their rows cost the server more (a page of 407 contracts is ~1.9 MB).
 */
export const UNITS_PER_PAGE_MAX = 5000;

/** The numeric helpers stop at their first problem, so a value gets one message (Infinity: "must be a number", not also "at most …"). */
const firstIssue = { abortPipeEarly: true } as const;

/**
 * A whole number in [min, max] given as a number or a numeric string (what a
 * URL, a query or a multipart field carries). Strings are digits with an
 * optional minus sign; 1e300, NaN and Infinity are refused (422).
 */
export const int = /* @__NO_SIDE_EFFECTS__ */ (min: number = INT4_MIN, max: number = INT4_MAX) =>
  v.config(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/, 'must be a whole number'))]),
      v.transform(Number),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
    firstIssue,
  );

/** A positive integer id that an int4 `serial` column can hold (1..INT4_MAX), given as number or numeric string (path params, query, bodies). */
export const id = v.config(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'))]),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(INT4_MAX),
  ),
  firstIssue,
);

/**
 * Ids in a query: repeated (`countries[]=1&countries[]=2`) or a comma list
 * (`countries=1,2`); blank items are skipped, each other must be an `id`
 * (1..INT4_MAX); at most 1000.
 */
export const idListQuery = v.optional(
  v.pipe(
    v.union([v.array(v.union([v.string(), v.number()])), v.string(), v.number()]),
    v.transform((x) =>
      (Array.isArray(x) ? x : String(x).split(','))
        .map((s) => (typeof s === 'string' ? s.trim() : s))
        .filter((s) => s !== ''),
    ),
    v.pipe(v.array(id), v.maxLength(1000)),
  ),
);

/** An optional int4 integer given as number or string, e.g. `limit`, `radius` (handlers clamp to their own range). */
export const intQuery = v.optional(int());

/** `page` of a list: 1..PAGE_MAX. */
export const pageQuery = v.optional(int(1, PAGE_MAX));
/** `per_page` of a list: 1..PER_PAGE_MAX. */
export const perPageQuery = v.optional(int(1, PER_PAGE_MAX));

/**
 * A JSON number in [min, max] (finite: `1e999` parses to Infinity and is
 * refused). For columns of `numeric(p,s)` pass `numericMax(p, s)`.
 */
export const decimal = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  v.config(v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max)), firstIssue);
/** Largest value of a `numeric(precision, scale)` column, e.g. numericMax(5, 2) = 999.99. */
export const numericMax = (precision: number, scale: number): number =>
  Number(`${'9'.repeat(precision - scale)}.${'9'.repeat(scale)}`);
/** A money amount (pesos, `numeric(14,2)`): 0..MONEY_MAX unless `min` says otherwise. */
export const money = /* @__NO_SIDE_EFFECTS__ */ (min = 0) => decimal(min, MONEY_MAX);
/** A whole JSON number in [min, max] (default int4), e.g. days, spots, positions. */
export const wholeNumber = /* @__NO_SIDE_EFFECTS__ */ (min: number = INT4_MIN, max: number = INT4_MAX) =>
  v.config(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)), firstIssue);

/** A boolean given as true/false, 1/0 or "true"/"false"/"1"/"0". */
export const boolQuery = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0']), v.picklist([0, 1])]),
    v.transform((x) => x === true || x === 'true' || x === '1' || x === 1),
  ),
);

/** Trimmed text with an optional maximum length (characters). */
export const text = /* @__NO_SIDE_EFFECTS__ */ (max = 255) => v.pipe(v.string(), v.trim(), v.maxLength(max));
export const requiredText = /* @__NO_SIDE_EFFECTS__ */ (max = 255) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(max));
export const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('is required'),
  v.email('must be a valid email address'),
  v.maxLength(255),
  v.toLowerCase(),
);
/** Shortest new password, characters (OWASP ASVS 5 §6.2.1: at least 12 without composition rules). */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password, characters (long passphrases fit; bounds the hashing work). */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * A new password: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters, no composition rules.
 * The server also refuses common and breached passwords (server/auth/password-policy.ts).
 * Signing in checks only the maximum, so older shorter passwords still sign in.
 */
export const password = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, `must have at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(PASSWORD_MAX_LENGTH),
);
/** Interface language (spec §5: es or en, default es). */
export const locale = v.picklist(['es', 'en']);
export type Locale = v.InferOutput<typeof locale>;

/** Params of a path with a single `{id}`. */
export const idParams = v.object({ id });

export const paginationQuery = {
  page: pageQuery,
  per_page: perPageQuery,
};

export const paginationMeta = v.object({
  current_page: v.number(),
  last_page: v.number(),
  per_page: v.number(),
  total: v.number(),
});
export type PaginationMeta = v.InferOutput<typeof paginationMeta>;

/** Meta of a list call the sync engine pulls: pagination plus the server's clock at the time of the answer. */
export const syncMeta = v.object({
  current_page: v.number(),
  last_page: v.number(),
  per_page: v.number(),
  total: v.number(),
  /** ISO timestamp to send as `updated_since` on the next pull. */
  server_time: v.string(),
});

/**
 * A page of a mirrored collection: rows changed since `updated_since` (all
 * rows without it), and with `updated_since` the ids deleted since then
 * (tombstones), on the first page.
 */
export const syncPage = /* @__NO_SIDE_EFFECTS__ */ <T extends v.GenericSchema>(item: T) =>
  v.object({
    data: v.array(item),
    meta: syncMeta,
    deleted: v.optional(v.array(v.number())),
  });

/**
 * Query of a pullable list whose pages hold at most `max` rows (`per_page` 1..max): page, size and the delta cursor.
 * The handler serves the same `max` (server/handlers/sync-page.ts `syncWindow`).
 */
export const syncQueryUpTo = /* @__NO_SIDE_EFFECTS__ */ (max: number) => ({
  page: pageQuery,
  per_page: v.optional(int(1, max)),
  /** Only rows changed after this time, plus tombstones of rows deleted after it. */
  updated_since: v.optional(v.pipe(v.string(), v.isoTimestamp('must be a date and time (ISO 8601)'))),
});
/** Query of a pullable list: pages of at most SYNC_PER_PAGE_MAX rows. */
export const syncQuery = syncQueryUpTo(SYNC_PER_PAGE_MAX);

/** `{ data: T, message? }` */
export const envelope = /* @__NO_SIDE_EFFECTS__ */ <T extends v.GenericSchema>(data: T) =>
  v.object({ data, message: v.optional(v.string()) });
/** `{ data: T[], meta }` */
export const paginated = /* @__NO_SIDE_EFFECTS__ */ <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.array(item), meta: paginationMeta });
/** An answer that only confirms: `{ message }` (spec §8: successful mutations show the server's message). */
export const messageAnswer = v.object({ message: v.string() });

/** Any JSON value in an answer that the client passes through untouched. */
export const jsonValue = v.unknown();

/** Shape of every error body the server sends (spec §8, api-catalogue §3). */
export const errorBody = v.object({
  type: v.optional(v.string()),
  message: v.string(),
  description: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ErrorBody = v.InferOutput<typeof errorBody>;

/** A date `YYYY-MM-DD`. */
export const isoDate = v.pipe(v.string(), v.isoDate('must be a date (YYYY-MM-DD)'));
/** A timestamp in ISO 8601 form. */
export const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

/** A file field of a multipart body. */
export const fileField = v.instance(Blob, 'must be a file');
