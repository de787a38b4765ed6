/**
 * The drill-through list and a facility's pages name their environment in the
 * address, so a copied address opens in the same environment for another user of the tenant and is
 * Not Authorized in another tenant.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTER,
  holdsPageForEnvironment,
  namesForeignEnvironment,
  syncEnvironmentWithAddress,
} from '../../../machines/filter';

const USER_ENVIRONMENTS = ['afya-production', 'afya-training'];
const at = (environmentId: string, previous: { search: string; environmentId: string } | null = null) => ({
  filter: DEFAULT_FILTER,
  canEdit: true,
  environmentId,
  environmentIds: USER_ENVIRONMENTS,
  previous: previous && { ...previous, filter: DEFAULT_FILTER },
});
const address = (text: string) => new URLSearchParams(text);

describe("the environment in the address of a page without the portal's filter", () => {
  it('an address without env (a link, a bookmark from before) gets the current one written in first, its own parameters kept', () => {
    expect(syncEnvironmentWithAddress(address('level=3&q=upendo'), at('afya-production'))).toEqual({
      kind: 'write',
      search: 'env=afya-production&level=3&q=upendo',
      invalid: [],
    });
  });

  it("the page's own filter is not the portal's: an address naming the current environment changes nothing", () => {
    expect(
      syncEnvironmentWithAddress(address('env=afya-production&region=4,7&level=3'), at('afya-production')),
    ).toEqual({ kind: 'inSync' });
  });

  it("a copied address of another of the user's environments selects it", () => {
    expect(syncEnvironmentWithAddress(address('env=afya-training&level=3'), at('afya-production'))).toEqual({
      kind: 'selectEnvironment',
      id: 'afya-training',
    });
  });

  it("another tenant's environment is Not Authorized, and the page is held back (no data is asked for)", () => {
    const copied = address('env=second-production&level=3');
    expect(syncEnvironmentWithAddress(copied, at('afya-production'))).toEqual({ kind: 'notAuthorized' });
    expect(namesForeignEnvironment(copied, USER_ENVIRONMENTS)).toBe(true);
    expect(namesForeignEnvironment(address('env=afya-training'), USER_ENVIRONMENTS)).toBe(false);
    expect(namesForeignEnvironment(address('level=3'), USER_ENVIRONMENTS)).toBe(false);
  });

  it('a switch in the header under the agreed address is a new address step in the new environment', () => {
    const agreed = { search: 'env=afya-production&level=3', environmentId: 'afya-production' };
    expect(syncEnvironmentWithAddress(address(agreed.search), at('afya-training', agreed))).toEqual({
      kind: 'push',
      search: 'env=afya-training&level=3',
    });
  });
});

describe('a page naming an environment waits until it is known to be the right one (no data asked in the wrong one)', () => {
  const known = (
    environmentIds: string[],
    listPending: boolean,
    selectedId: string | null = 'afya-production',
  ) => ({
    selectedId,
    environmentIds,
    listPending,
  });
  const foreign = address('env=second-production&level=3');

  it("another tenant's environment holds the page once the list is known", () => {
    expect(holdsPageForEnvironment(foreign, known(USER_ENVIRONMENTS, false))).toBe(true);
    expect(holdsPageForEnvironment(address('env=afya-training'), known(USER_ENVIRONMENTS, false))).toBe(
      false,
    );
  });

  it('while the list is still coming, an environment other than the selected one holds the page', () => {
    expect(holdsPageForEnvironment(foreign, known([], true))).toBe(true);
    expect(holdsPageForEnvironment(address('env=afya-training'), known([], true))).toBe(true);
    expect(holdsPageForEnvironment(address('env=afya-production'), known([], true))).toBe(false);
  });

  it('a list known to be empty (signed out, the kept id outliving it) holds nothing, so the page never waits for ever', () => {
    expect(holdsPageForEnvironment(foreign, known([], false))).toBe(false);
  });

  it('an address without env holds nothing', () => {
    expect(holdsPageForEnvironment(address('level=3'), known([], true))).toBe(false);
  });

  it('while the kept state is still being restored (no environment selected yet), an address naming one holds the page', () => {
    expect(holdsPageForEnvironment(foreign, known([], true, null))).toBe(true);
    expect(holdsPageForEnvironment(address('env=afya-production'), known([], true, null))).toBe(true);
  });

  it('signed out with no environment selected, an address naming one holds nothing', () => {
    expect(holdsPageForEnvironment(foreign, known([], false, null))).toBe(false);
  });
});
