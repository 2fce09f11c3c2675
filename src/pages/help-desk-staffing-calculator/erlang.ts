/**
 * Erlang C staffing: how many agents a queue of conversations needs to meet a service level.
 *
 * Traffic A (in Erlangs) is the work arriving per unit of time: conversations per hour × handle
 * time in hours. With N agents, Erlang C gives the chance a conversation waits at all; the service
 * level is the share answered within T seconds: 1 − C(N, A) · e^(−(N − A) · T / AHT).
 *
 * Erlang C is computed from Erlang B by the recurrence B(0) = 1, B(n) = A·B(n−1) / (n + A·B(n−1)),
 * which stays between 0 and 1 at every step: no factorials, no powers, no overflow, even at
 * 20,000 conversations an hour.
 */

export interface StaffingInput {
  /** Conversations arriving per hour. */
  perHour: number;
  /** Average handle time per conversation, in seconds. */
  ahtSeconds: number;
  /** Target share answered within `withinSeconds`, as a fraction (0.8 for 80 %). */
  serviceLevel: number;
  withinSeconds: number;
  /** Share of paid time agents are not available (breaks, training, leave), as a fraction. */
  shrinkage: number;
  /** Highest acceptable share of time agents spend handling conversations, as a fraction. */
  maxOccupancy: number;
  /** Conversations one agent handles at once (chat); 1 for phone and email. */
  concurrency: number;
}

export interface StaffingPoint {
  agents: number;
  /** Fraction answered within the target time. */
  serviceLevel: number;
  /** Average speed of answer, in seconds. */
  asaSeconds: number;
  /** Fraction of time agents spend handling conversations. */
  occupancy: number;
  /** Chance that a conversation waits at all. */
  waitProbability: number;
}

export interface StaffingResult {
  /** Workload in Erlangs (agents fully busy). */
  traffic: number;
  /** Fewest agents on shift that meet both the service level and the occupancy cap. */
  required: StaffingPoint;
  /** Agents to schedule so that `required` are available after shrinkage. */
  scheduled: number;
  /** Service level around the answer, for the chart: from a few agents below to a few above. */
  curve: StaffingPoint[];
}

/** The largest workload the calculator answers: beyond it, split the queue into teams. */
export const MAX_TRAFFIC_ERLANGS = 50_000;

/** Erlang B for every agent count from 0 to `agents`, by the stable recurrence. */
export function erlangBSeries(traffic: number, agents: number): number[] {
  const series = [1];
  let b = 1;
  for (let n = 1; n <= agents; n += 1) {
    b = (traffic * b) / (n + traffic * b);
    series.push(b);
  }
  return series;
}

/** Probability of waiting with `agents` agents; 1 when the queue cannot keep up (N ≤ A). */
export function erlangC(agents: number, traffic: number, erlangB: number): number {
  if (agents <= traffic) return 1;
  return (agents * erlangB) / (agents - traffic * (1 - erlangB));
}

function point(
  agents: number,
  traffic: number,
  erlangB: number,
  input: StaffingInput,
): StaffingPoint {
  const aht = input.ahtSeconds / input.concurrency;
  const waitProbability = erlangC(agents, traffic, erlangB);
  const spare = agents - traffic;
  return {
    agents,
    waitProbability,
    serviceLevel:
      spare <= 0
        ? 0
        : Math.max(0, 1 - waitProbability * Math.exp((-spare * input.withinSeconds) / aht)),
    asaSeconds: spare <= 0 ? Number.POSITIVE_INFINITY : (waitProbability * aht) / spare,
    occupancy: Math.min(1, traffic / agents),
  };
}

/** Workload in Erlangs; chat concurrency divides the time each conversation holds an agent. */
export function trafficOf(
  input: Pick<StaffingInput, 'perHour' | 'ahtSeconds' | 'concurrency'>,
): number {
  return (input.perHour * input.ahtSeconds) / 3600 / input.concurrency;
}

/**
 * Agents needed for a valid input (see ./inputs.ts for validation). Walks N upwards from the
 * smallest stable queue, extending Erlang B one step at a time: O(N) in all.
 */
export function staff(input: StaffingInput): StaffingResult {
  const traffic = trafficOf(input);
  if (!(traffic > 0) || traffic > MAX_TRAFFIC_ERLANGS) {
    throw new RangeError(`workload of ${traffic} Erlangs is outside 0–${MAX_TRAFFIC_ERLANGS}`);
  }
  const series = erlangBSeries(traffic, Math.floor(traffic) + 1);
  let agents = Math.max(1, Math.floor(traffic) + 1);
  const at = (n: number) => {
    while (series.length <= n) {
      const previous = series[series.length - 1]!;
      series.push((traffic * previous) / (series.length + traffic * previous));
    }
    return point(n, traffic, series[n]!, input);
  };
  // The service level rises towards 1 as agents are added and occupancy falls, so this ends;
  // the bound only guards against a target no finite team meets (validated away beforehand).
  const limit = agents + Math.ceil(20 * Math.sqrt(traffic)) + 1_000;
  let required = at(agents);
  while (
    (required.serviceLevel < input.serviceLevel || required.occupancy > input.maxOccupancy) &&
    agents < limit
  ) {
    agents += 1;
    required = at(agents);
  }
  const first = Math.max(1, agents - 4);
  const curve = Array.from({ length: agents + 4 - first + 1 }, (_, index) => at(first + index));
  return {
    traffic,
    required,
    scheduled: Math.ceil(required.agents / (1 - input.shrinkage)),
    curve,
  };
}
