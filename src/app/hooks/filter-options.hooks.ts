import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterOptionSource, selectOptionSource } from '../../../machines/filter-options';
import { selectPageDataStatus } from '../../../machines/page-data';
import type { ContractData } from '../../../contract/domain.types';
import {
  contractGroupValue,
  type FilterDimension,
  NO_CONTRACT_VALUE,
  NO_FACILITY_GROUP_VALUE,
} from '../../components/filter-panel/filter-dimensions';
import type { NamedOption } from '../../services/api';
import { useAppChild } from '../app-actor.context';
import { type ReferenceKind, useReferenceLabel } from './reference-label.hooks';
import type { RemoteDataActor } from './remote-data.hooks';
import type { RemoteAnswer } from './remote-data.types';

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

/** One source's state, read from its page-data child of the filter-options machine (none yet: loading). */
interface RemoteOptions<Data> {
  status: string;
  data: Data | undefined;
  retry?: () => void;
}

function useOptionSource<S extends FilterOptionSource>(
  source: S,
): RemoteOptions<RemoteAnswer<'filterOptionData', S>['data']> {
  // The machine's child for this source: its answer is the source's (remote-data.types.ts).
  const child = useSelector(useAppChild('filterOptions'), selectOptionSource(source)) as
    | RemoteDataActor<RemoteAnswer<'filterOptionData', S>>
    | undefined;
  const status = useSelector(child, (snapshot) => (snapshot ? selectPageDataStatus(snapshot) : 'loading'));
  const result = useSelector(child, (snapshot) => (snapshot ? snapshot.context.result : null));
  return useMemo(
    () => ({ status, data: result?.data, retry: child && (() => child.send({ type: 'pageData.retry' })) }),
    [status, result, child],
  );
}

function fromRemote<Data>(
  remote: RemoteOptions<Data>,
  toOptions: (data: Data) => SelectOption[],
): DimensionOptions {
  const data = remote.status === 'success' ? remote.data : undefined;
  return {
    options: data ? toOptions(data) : [],
    loading: remote.status === 'loading',
    failed: remote.status === 'failure',
    retry: remote.retry,
  };
}

/** Reference data the API names in English, in the user's language (as Facility Details names it). */
type ReferenceLabel = (kind: ReferenceKind, name: string) => string;

const namedAs =
  (label: ReferenceLabel, kind: ReferenceKind) =>
  (items: NamedOption[]): SelectOption[] =>
    items.map(({ id, name }) => ({ value: String(id), label: label(kind, name) }));

function contractGroups(data: ContractData, label: ReferenceLabel): SelectOption[] {
  const organizations = new Map(data.organizations.map((o) => [o.id, o.name]));
  const roles = new Map(data.roles.map((r) => [r.id, label('roles', r.name)]));
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
 * Options of the ten filter dimensions as labelled choices: the loaded ones come from the
 * filter-options machine (the app actor's child, which loads and narrows them), certification
 * levels and active state are fixed. A contract choice is sent as chosen and resolved by the
 * server, so the contract options carry no facility ids.
 */
export function useFilterOptions(): Record<FilterDimension, DimensionOptions> {
  const { t, i18n } = useTranslation('frame');
  const countries = useOptionSource('countries');
  const regions = useOptionSource('regions');
  const districts = useOptionSource('districts');
  const contracts = useOptionSource('contracts');
  const facilityGroups = useOptionSource('facilityGroups');
  const surveys = useOptionSource('surveys');
  const categories = useOptionSource('categories');
  const referenceLabel = useReferenceLabel();

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
      _contractGroups: fromRemote(contracts, (data: ContractData) => contractGroups(data, referenceLabel)),
      awardedLevels: fixed(
        CERTIFICATION_LEVELS.map((level) => ({
          value: String(level),
          label: t('filter.level', { level: number.format(level) }),
        })),
      ),
      facilityCategoryIds: fromRemote(categories, namedAs(referenceLabel, 'categories')),
      activeStates: fixed([
        { value: 'true', label: t('filter.active') },
        { value: 'false', label: t('filter.inactive') },
      ]),
      facilityGroupIds: fromRemote(facilityGroups, (data: NamedOption[]) => [
        { value: NO_FACILITY_GROUP_VALUE, label: t('filter.noFacilityGroup') },
        ...namedAs(referenceLabel, 'facilityGroups')(data),
      ]),
      surveyIds: fromRemote(surveys, namedAs(referenceLabel, 'surveys')),
    };
  }, [
    t,
    language,
    referenceLabel,
    countries,
    regions,
    districts,
    contracts,
    categories,
    facilityGroups,
    surveys,
  ]);
}
