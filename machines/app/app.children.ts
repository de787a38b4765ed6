/** The input each child is spawned with: configuration values and its restored slice. */
import * as environment from '../environment/environment.selectors';
import type { EnvironmentInput, EnvironmentPersisted } from '../environment/environment.types';
import { toWireFilter } from '../filter/filter.rules';
import * as filter from '../filter/filter.selectors';
import type { FilterInput, FilterPersisted } from '../filter/filter.types';
import * as language from '../language/language.selectors';
import type { LanguageInput, LanguagePersisted } from '../language/language.types';
import * as permissions from '../permissions/permissions.selectors';
import type { PermissionsInput, PermissionsPersisted } from '../permissions/permissions.types';
import type { SessionInput } from '../session/session.types';
import type { AppToggles, RuntimeConfig } from '../../contract/domain.types';
import { fromEnvelope, type PersistId, type StoredSlices } from '../shared/persistence';
import type { SyncInput } from '../sync/sync.types';
import * as toggles from '../toggles/toggles.selectors';
import type { TogglesInput } from '../toggles/toggles.types';
import type { UsageInput } from '../usage/usage.types';

export const PERSISTENT_IDS: PersistId[] = ['environment', 'language', 'filter', 'toggles', 'permissions'];

export interface ChildInputs {
  session: SessionInput;
  environment: EnvironmentInput;
  language: LanguageInput;
  permissions: PermissionsInput;
  filter: FilterInput;
  sync: SyncInput;
  toggles: TogglesInput;
  usage: UsageInput;
}

export function childInputs(
  config: RuntimeConfig,
  stored: StoredSlices,
  queryLanguage?: string,
): ChildInputs {
  const restoredFilter = fromEnvelope<FilterPersisted>(stored.filter, filter.PERSIST_VERSION);
  return {
    session: { loginHint: config.loginHint },
    environment: {
      restored: fromEnvelope<EnvironmentPersisted>(stored.environment, environment.PERSIST_VERSION),
      tenantEnvironment: config.tenantEnvironment,
    },
    language: {
      restored: fromEnvelope<LanguagePersisted>(stored.language, language.PERSIST_VERSION),
      queryLanguage,
      languages: config.languages,
    },
    permissions: {
      restored: fromEnvelope<PermissionsPersisted>(stored.permissions, permissions.PERSIST_VERSION),
    },
    filter: { restored: restoredFilter },
    sync: { filter: restoredFilter ? toWireFilter(restoredFilter.filter) : undefined },
    toggles: { restored: fromEnvelope<AppToggles>(stored.toggles, toggles.PERSIST_VERSION) },
    usage: {
      config: {
        qapMixpanelToken: config.qapMixpanelToken,
        aiConnectionString: config.aiConnectionString,
        monitoring: config.monitoring,
      },
    },
  };
}
