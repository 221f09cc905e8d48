/**
 * The one clock of the server tests: Monday 4 March 2030, 09:00 UTC (10:00 in Berlin, the demo properties'
 * zone). Every test app, the seeded template database and `daysFromNow` count from it, so no test depends on
 * the day or the time zone it runs in. Far ahead of the real clock, so a rule that reads the real clock by
 * mistake stands out.
 */
export const TEST_NOW = new Date('2030-03-04T09:00:00Z');
