import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractData } from '../../../machines/shared/domain.types';
import {
  contractGroupValue,
  type FilterDimension,
  NO_CONTRACT_VALUE,
} from '../../components/filter-panel/filter-dimensions';
import type { NamedOption } from '../../services/api';
import { useAppServices } from '../app-services.context';
import { useEnvironmentView } from './environment.hooks';
import { useFilterView } from './filter.hooks';
import { type RemoteData, useRemoteData } from './remote-data.hooks';

export interface SelectOption {
  value: string;
  label: string;
}

export interface DimensionOptions {
  options: SelectOption[];
  loading: boolean;
  /** The load failed (the API client has already shown its message); the panel offers a retry. */
  failed: boolean;
  retry?: () => void;
}

const CERTIFICATION_LEVELS = [1, 2, 3, 4, 5];

const named = (items: NamedOption[]): SelectOption[] =>
  items.map(({ id, name }) => ({ value: String(id), label: name }));

function fromRemote(remote: RemoteData, toOptions: (data: never) => SelectOption[]): DimensionOptions {
  const data = remote.status === 'success' ? remote.result?.data : undefined;
  return {
    options: data ? toOptions(data as never) : [],
    loading: remote.status === 'loading',
    failed: remote.status === 'failure',
    retry: remote.retry,
  };
}

function contractGroups(data: ContractData): SelectOption[] {
  const organizations = new Map(data.organizations.map((o) => [o.id, o.name]));
  const roles = new Map(data.roles.map((r) => [r.id, r.name]));
  const groups = new Map<string, SelectOption>();
  for (const contract of data.contracts) {
    for (const organization of contract.organizations) {
      const value = contractGroupValue(organization);
      const label = `${organizations.get(organization.organizationId) ?? organization.organizationId} (${roles.get(organization.roleId) ?? organization.roleId})`;
      groups.set(value, { value, label });
    }
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * Options of the ten filter dimensions: loaded from the API for the selected environment
 * (regions narrowed to the selected countries, districts to the selected countries and regions),
 * certification levels and active state fixed. A contract choice is sent as chosen and resolved
 * by the server, so the contract options carry no facility ids.
 */
export function useFilterOptions(): Record<FilterDimension, DimensionOptions> {
  const { t, i18n } = useTranslation('frame');
  const { filterOptions } = useAppServices();
  const { selectedId } = useEnvironmentView();
  const { values } = useFilterView();
  const reloadOn = [selectedId];
  const none = { filter: {} };
  const countries = useRemoteData(filterOptions, 'countries', none, reloadOn);
  const regions = useRemoteData(
    filterOptions,
    'regions',
    { filter: { countryIds: values.countryIds } },
    reloadOn,
  );
  const districts = useRemoteData(
    filterOptions,
    'districts',
    { filter: { countryIds: values.countryIds, regionIds: values.regionIds } },
    reloadOn,
  );
  const contracts = useRemoteData(filterOptions, 'contracts', none, reloadOn);
  const facilityGroups = useRemoteData(filterOptions, 'facilityGroups', none, reloadOn);
  const surveys = useRemoteData(filterOptions, 'surveys', none, reloadOn);
  const categories = useRemoteData(filterOptions, 'categories', none, reloadOn);

  const language = i18n.language;
  return useMemo(() => {
    const fixed = (options: SelectOption[]): DimensionOptions => ({ options, loading: false, failed: false });
    const number = new Intl.NumberFormat(language);
    return {
      countryIds: fromRemote(countries, named),
      regionIds: fromRemote(regions, named),
      districtIds: fromRemote(districts, named),
      _contractIds: fromRemote(contracts, (data: ContractData) => [
        { value: NO_CONTRACT_VALUE, label: t('filter.noContract') },
        ...data.contracts.map(({ id, name }) => ({ value: String(id), label: name })),
      ]),
      _contractGroups: fromRemote(contracts, contractGroups),
      awardedLevels: fixed(
        CERTIFICATION_LEVELS.map((level) => ({
          value: String(level),
          label: t('filter.level', { level: number.format(level) }),
        })),
      ),
      facilityCategoryIds: fromRemote(categories, named),
      activeStates: fixed([
        { value: 'true', label: t('filter.active') },
        { value: 'false', label: t('filter.inactive') },
      ]),
      facilityGroupIds: fromRemote(facilityGroups, named),
      surveyIds: fromRemote(surveys, named),
    };
  }, [t, language, countries, regions, districts, contracts, categories, facilityGroups, surveys]);
}
