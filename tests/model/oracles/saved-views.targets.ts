import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the saved-views machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/saved-views.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const savedViewsTargets: TransitionTargets = {
  // An environment is selected: the user's views in it load.
  '(machine) --savedViews.environmentChanged #1': 'loading',
  // Signed out or no environment: no views.
  '(machine) --savedViews.environmentChanged #2': 'waiting',
  // The user moved: this is the view a save would keep.
  '(machine) --savedViews.addressChanged': null,
  // A shared link arrived before the views: it opens once they are there.
  '(machine) --savedViews.open': null,
  // The user closed the message.
  '(machine) --savedViews.dismissIssue': null,
  // The portal was opened at its plain root and a start page is set: it opens instead.
  'loading --done: listViews #1': 'ready',
  // The views arrived and are listed; the user stays on the page they are on.
  'loading --done: listViews #2': 'ready',
  // The views could not be loaded: the list says so with a retry.
  'loading --error: listViews': 'failed',
  // The user asked to load again.
  'failed --savedViews.retry': 'loading',
  // No name given: refused.
  'ready --savedViews.save #1': null,
  // The user has as many views as allowed: refused.
  'ready --savedViews.save #2': null,
  // The current address is saved under the name.
  'ready --savedViews.save #3': 'saving',
  // No name given: refused.
  'ready --savedViews.rename #1': null,
  // The view is renamed on the server.
  'ready --savedViews.rename #2': 'changing',
  // The user made the view the start page, or stopped using it as one: the server is told.
  'ready --savedViews.setStartPage': 'changing',
  // The user confirmed the deletion: the server deletes the view.
  'ready --savedViews.delete': 'deleting',
  // A shared link (?view=) was opened while the views are listed: it opens now.
  'ready --savedViews.open': 'opening',
  // A shared link is waiting: it opens now.
  'ready --always': 'opening',
  // Saved: the view joins the list, the form clears and the user is told.
  'saving --done: createView': 'ready',
  // The server refused the save (for example the name is taken): the reason shows under the field.
  'saving --error: createView': 'ready',
  // Changed: the list shows the new name or start page, and the user is told.
  'changing --done: updateView': 'ready',
  // The server refused the change (name taken, not found, failed): the row says why.
  'changing --error: updateView': 'ready',
  // Deleted: the view leaves the list and the user is told.
  'deleting --done: deleteView': 'ready',
  // The server refused the deletion (not found, not allowed, failed): the row says why.
  'deleting --error: deleteView': 'ready',
  // The view is there: the portal shows it, and a view of another user joins "shared with me".
  'opening --done: getView': 'ready',
  // Not found, or not shared in this environment: the user is told, nothing is shown.
  'opening --error: getView': 'ready',
};
