// The playground's verdicts: the lab's goals and tolerances (NestLabStrategies' MetricGoal),
// so the panel marks a value met or missed exactly where `nestlab compare` would.

import NestLabStrategies

/// Whether `value` meets the goal of metric `goal` (a ``NestLabStrategies/MetricGoal`` code):
/// 1 met, 0 missed, -1 for an unknown code or a value that is not finite (nothing to judge).
@_expose(wasm, "nsk_goal_met")
@_cdecl("nsk_goal_met")
public func nskGoalMet(goal: Int32, value: Double) -> Int32 {
  guard let goal = MetricGoal(rawValue: goal), let met = goal.isMet(value) else { return -1 }
  return met ? 1 : 0
}
