import { createContext, type ReactNode, useContext } from 'react';
import type { pageDataMachine } from '../../machines/page-data';

/** A page-data machine with its fetch effect provided: one per kind of remote data. */
export type RemoteDataLogic = typeof pageDataMachine;

/** The provided remote-data logics the composition root builds; hooks spawn them per screen. */
export interface AppServices {
  /** getResult queries of the analytics pages (key = query key). */
  pageData: RemoteDataLogic;
  /** Facility filter options (key = a FilterOptionSource). */
  filterOptions: RemoteDataLogic;
  /** Anonymous public facility data (key = a PublicDataKey). */
  publicData: RemoteDataLogic;
  /** Server-side facility lists and maps of the signed-in pages (key = a FacilityDataKey). */
  facilityData: RemoteDataLogic;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesProvider above it.');
  return services;
}
