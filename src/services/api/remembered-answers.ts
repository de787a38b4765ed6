/**
 * The ETag and body of recent successful answers, so a repeated call can send If-None-Match and
 * take a 304 instead of the whole answer again. Bounded (least recently used goes first) and
 * owned by one signed-in user in one environment: a different owner, or none (signed out),
 * empties it before anything is read, so an answer never serves another user or environment.
 */
export const REMEMBERED_ANSWERS_LIMIT = 64;

export interface RememberedAnswer {
  etag: string;
  body: unknown;
}

export function createRememberedAnswers(limit = REMEMBERED_ANSWERS_LIMIT) {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const answers = new Map<string, RememberedAnswer>();
  let owner: string | null = null;

  const claim = (nextOwner: string | null) => {
    if (nextOwner !== owner) answers.clear();
    owner = nextOwner;
  };

  return {
    /** The remembered answer to `key` for `forOwner` (null owner: nothing is remembered). */
    recall(forOwner: string | null, key: string): RememberedAnswer | undefined {
      claim(forOwner);
      const answer = answers.get(key);
      if (answer) {
        answers.delete(key);
        answers.set(key, answer);
      }
      return answer;
    },
    remember(forOwner: string | null, key: string, answer: RememberedAnswer) {
      claim(forOwner);
      if (forOwner === null) return;
      answers.delete(key);
      answers.set(key, answer);
      if (answers.size > limit) answers.delete(answers.keys().next().value as string);
    },
    /** Sign-out: nothing of the last user stays in memory. */
    forget() {
      answers.clear();
      owner = null;
    },
    get size() {
      return answers.size;
    },
  };
}

export type RememberedAnswers = ReturnType<typeof createRememberedAnswers>;
