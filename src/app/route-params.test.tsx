/** The shared route-param parser: typed ids, a bad id is the not-found page, a bad campaign type goes to the list. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  isNotFound,
  isRedirect,
  RouterProvider,
} from '@tanstack/react-router';
import { campaignTypeParams, idParams, pathParams, recordId, searchId } from './route-params.ts';

describe('route params', () => {
  it('parses ids from 1 to 2³¹ − 1 into numbers and refuses anything else with notFound', () => {
    expect(idParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParams.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    for (const bad of ['abc', '0', '-1', '1.5', '012', '2147483648', '1099511627776', '', ' 7']) {
      let thrown: unknown;
      try {
        idParams.parse({ id: bad });
      } catch (e) {
        thrown = e;
      }
      expect(isNotFound(thrown), bad).toBe(true);
    }
    expect(idParams.stringify({ id: 12 })).toEqual({ id: '12' });
    expect(pathParams({ id: recordId, unit: recordId }).parse({ id: '3', unit: '4' })).toEqual({ id: 3, unit: 4 });
  });

  it('sends an unknown campaign type to the campaign list', () => {
    expect(campaignTypeParams.parse({ type: 'budget' })).toEqual({ type: 'budget' });
    let thrown: unknown;
    try {
      campaignTypeParams.parse({ type: 'lottery' });
    } catch (e) {
      thrown = e;
    }
    expect(isRedirect(thrown)).toBe(true);
  });

  it('reads an optional id from the search string, dropping a bad one', () => {
    expect(searchId('15')).toBe(15);
    expect(searchId(15)).toBe(15);
    expect(searchId('x')).toBeUndefined();
    expect(searchId(undefined)).toBeUndefined();
  });

  it('in a router: a good id reaches the screen as a number, a bad one shows the not-found page', async () => {
    const root = createRootRoute({ notFoundComponent: () => <p>Page not found</p> });
    const thing = createRoute({
      getParentRoute: () => root,
      path: '/things/$id',
      params: idParams,
      component: function Thing() {
        const { id } = thing.useParams();
        return <p>{`thing ${typeof id} ${id}`}</p>;
      },
    });
    const open = async (url: string) => {
      const router = createRouter({
        routeTree: root.addChildren([thing]),
        history: createMemoryHistory({ initialEntries: [url] }),
      });
      const view = render(<RouterProvider router={router} />);
      return view;
    };
    const good = await open('/things/42');
    expect(await screen.findByText('thing number 42')).toBeTruthy();
    good.unmount();
    await open('/things/abc');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
