/** Integration: print work order actions — process steps, files, finishing, and who may act. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { catalogueLists, files as filesContract, printWork } from '#src/api/contract/index.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { pngFile, tinyPdf } from './sample-files.ts';
import { printWorkOrderTasks, printWorkOrders } from '../db/schema.ts';

let s: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

const ops = () => s.client(tokens.operations);

async function openOrder(): Promise<{ id: number; units: number[] }> {
  const list = await ops().call(catalogueLists.printWorkOrders, { query: { per_page: 100 } });
  const order = list.data.find(
    (o) =>
      o.status !== 'finished' &&
      o.tasks.length >= 1 &&
      !(globalThis as { usedOrders?: Set<number> }).usedOrders?.has(o.id),
  )!;
  ((globalThis as { usedOrders?: Set<number> }).usedOrders ??= new Set()).add(order.id);
  return { id: order.id, units: order.tasks.map((t) => t.unit_id) };
}

describe('print work orders', () => {
  it('moves tasks forward, attaches a file (readable by staff), and finishes once every task is delivered', async () => {
    const { id, units } = await openOrder();
    let order = (
      await ops().call(printWork.updateTaskProcess, {
        params: { id, unitId: units[0]! },
        body: { process: 'printing' },
      })
    ).data;
    expect(order.tasks.find((t) => t.unit_id === units[0])?.process).toBe('printing');
    expect(['in_progress']).toContain(order.status);
    expect((await failure(ops().call(printWork.finish, { params: { id }, body: {} }))).status).toBe(409);

    const proof = new File([tinyPdf('print proof')], 'prueba.pdf', { type: 'application/pdf' });
    order = (
      await s
        .client(tokens.operations)
        .call(printWork.attachFile, { params: { id, unitId: units[0]! }, body: { file: proof } })
    ).data;
    const fileId = order.tasks.find((t) => t.unit_id === units[0])!.file_ids.at(-1)!;
    expect((await s.client(tokens.administrator).call(filesContract.getFile, { params: { id: fileId } })).size).toBe(
      proof.size,
    );

    for (const unitId of units)
      order = (
        await ops().call(printWork.updateTaskProcess, { params: { id, unitId }, body: { process: 'delivered' } })
      ).data;
    order = (await ops().call(printWork.finish, { params: { id }, body: { finished_at: '2026-11-02T18:00:00.000Z' } }))
      .data;
    expect(order).toMatchObject({ status: 'finished', finished_at: '2026-11-02T18:00:00.000Z' });
    expect(
      (
        await failure(
          ops().call(printWork.updateTaskProcess, { params: { id, unitId: units[0]! }, body: { process: 'printed' } }),
        )
      ).status,
    ).toBe(409);
  });

  it('hides orders from whoever may not work on them, and only staff move a task back', async () => {
    const { id, units } = await openOrder();
    expect((await failure(s.client(tokens.client).call(printWork.show, { params: { id } }))).status).toBe(403);
    const [order] = await s.db.select().from(printWorkOrders).where(eq(printWorkOrders.id, id));
    expect(order).toBeTruthy();
    await ops().call(printWork.updateTaskProcess, { params: { id, unitId: units[0]! }, body: { process: 'printed' } });
    const back = await ops().call(printWork.updateTaskProcess, {
      params: { id, unitId: units[0]! },
      body: { process: 'printing' },
    });
    expect(back.data.tasks.find((t) => t.unit_id === units[0])?.process).toBe('printing');
  });

  it('task arts: associated, then accepted or rejected with a comment by staff only', async () => {
    const { id, units } = await openOrder();
    const [task] = await s.db
      .select()
      .from(printWorkOrderTasks)
      .where(and(eq(printWorkOrderTasks.printWorkOrderId, id), eq(printWorkOrderTasks.unitId, units[0]!)));
    const art = await ops().call(filesContract.uploadFile, { body: { file: pngFile('arte.png') } });
    const shown = await ops().call(printWork.showTask, { params: { id: task!.id } });
    expect(shown.data).toMatchObject({ art_status: 'none', unit: { id: units[0] } });
    expect((await failure(ops().call(printWork.acceptArts, { params: { id: task!.id } }))).status).toBe(409);
    const pending = await ops().call(printWork.associateArts, {
      params: { id: task!.id },
      body: { file_ids: [art.data.id] },
    });
    expect(pending.data).toMatchObject({ art_status: 'pending', art_file_ids: [art.data.id] });
    const rejected = await ops().call(printWork.rejectArts, {
      params: { id: task!.id },
      body: { comment: 'El logo está pixelado' },
    });
    expect(rejected.data).toMatchObject({ art_status: 'rejected', art_comment: 'El logo está pixelado' });
    await ops().call(printWork.associateArts, { params: { id: task!.id }, body: { file_ids: [art.data.id] } });
    expect((await ops().call(printWork.acceptArts, { params: { id: task!.id } })).data.art_status).toBe('accepted');
    expect(
      (await failure(ops().call(printWork.associateArts, { params: { id: task!.id }, body: { file_ids: [999_999] } })))
        .status,
    ).toBe(422);
  });
});
