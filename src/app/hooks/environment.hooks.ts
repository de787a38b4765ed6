import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectEnvironments,
  selectLogo,
  selectPrimaryColor,
  selectPrimaryLightColor,
  selectIsEnvironmentListPending,
  selectSelectedId,
  selectThemeEnvironment,
} from '../../../machines/environment';
import type { Environment } from '../../../contract/domain.types';
import { useAppChild } from '../app-actor.context';

const NO_ENVIRONMENTS: Environment[] = [];

export function useEnvironmentView() {
  const environment = useAppChild('environment');
  return {
    environments: useSelector(environment, (s) => (s ? selectEnvironments(s) : NO_ENVIRONMENTS)),
    selectedId: useSelector(environment, (s) => (s ? selectSelectedId(s) : null)),
    listPending: useSelector(environment, (s) => (s ? selectIsEnvironmentListPending(s) : true)),
  };
}

/** What themes the portal: the selected environment, or the tenant environment when signed out. */
export function useThemeSource() {
  const environment = useAppChild('environment');
  return {
    primaryColor: useSelector(environment, (s) => (s ? selectPrimaryColor(s) : null)),
    primaryLightColor: useSelector(environment, (s) => (s ? selectPrimaryLightColor(s) : null)),
    logo: useSelector(environment, (s) => (s ? selectLogo(s) : null)),
    name: useSelector(environment, (s) => (s ? (selectThemeEnvironment(s)?.name ?? null) : null)),
    favicon: useSelector(environment, (s) =>
      s ? (selectThemeEnvironment(s)?.environmentSettings.qesFavicon ?? null) : null,
    ),
  };
}

export function useEnvironmentEvents() {
  const environment = useAppChild('environment');
  return useMemo(
    () => ({ select: (id: string) => environment?.send({ type: 'environment.select', id }) }),
    [environment],
  );
}
