/// Plants judged against a saved spot's daylight level, as
/// ``SpotAnswers/plantVerdicts(of:filter:plants:matcher:)`` gives them.
public struct SpotPlantVerdicts: Sendable, Hashable {
  /// The level the verdicts rest on, with the forced and night readings left out; give its
  /// ``DaylightLevel/notes`` next to the verdicts.
  public let level: DaylightLevel
  /// The plants' matches, best first, or why none is judged.
  public let judgement: PlantJudgement
}
