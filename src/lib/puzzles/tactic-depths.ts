// The fixed search depths of the engine-found tactics, per game: playing the generator's games, screening positions (a
// line gaining a strong piece), the tests' re-verification (the depth every tactic's answer must be unique at) and the
// generator's deeper check. Chosen so that re-verifying every tactic takes under a minute on a 2-core machine.
export const TACTIC_DEPTHS = {
  dai: { play: 1, screen: 2, test: 3, verify: 4 },
  'maka-dai-dai': { play: 1, screen: 1, test: 2, verify: 3 },
  tai: { play: 1, screen: 1, test: 2, verify: 3 },
} as const;
