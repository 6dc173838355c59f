/**
 * Vitest's file order (`sequence.sequencer` in vitest.config.ts): Vitest's own (its cache's failed and slow files
 * first, else the larger files first), with the `server` project's files after every other project's. The server
 * files start their databases from the seeded template, which is built beside the tests while the first files run
 * (server/tests/seed-template.ts); the web and rules files need no template and keep both cores busy meanwhile.
 * Vitest's default puts the projects in the order of their names (rules, server, web), so the server files would wait
 * for the template with the web files still queued.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Projects whose files run last, in this order. */
const LAST = ['server'];

/** 0 for a file of any other project, then 1, 2… in the order of LAST. */
const rank = (spec: TestSpecification) => LAST.indexOf(spec.project.name) + 1;

export default class ServerLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // BaseSequencer's own order (a `sort` method of its, not Array#sort), then a stable sort by rank: Vitest's order
    // holds within each rank
    const ordered = await BaseSequencer.prototype.sort.call(this, files);
    return ordered.toSorted((a, b) => rank(a) - rank(b));
  }
}
