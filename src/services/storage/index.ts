export {
  createPersistentStorage,
  type PersistentStorage,
  type PersistentStorageOptions,
  STORAGE_DRIVER_ORDER,
} from './persistent-storage';
export { createOfflineAnswers, type OfflineAnswer, type OfflineAnswers } from './offline-answers';
export { createOfflineCopy, type OfflineCopy } from './offline-copy';
